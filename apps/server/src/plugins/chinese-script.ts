import type { Language } from "@seller/contract/languages";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { traditionalChinese } from "../lib/traditional-chinese";

/**
 * The fields that hold the catalogue's Chinese texts, written once in Simplified
 * characters (spec section 3): product names and descriptions, the product name
 * an order line kept, a colour's Chinese name and the one an order line kept.
 */
const SIMPLIFIED_FIELDS = new Set([
  "name_zh",
  "description_zh",
  "product_name_zh",
  "chinese_name",
  "color_zh",
]);

/**
 * Whether an answer's Chinese texts go out in Traditional characters (DECISIONS
 * "Screens"). Not on the console's routes: an operator edits the stored
 * Simplified text there, and a converted copy saved back would replace it.
 */
export function showsTraditional(request: Pick<FastifyRequest, "url">, language: Language): boolean {
  return language === "zh-TW" && !request.url.startsWith("/api/admin");
}

/** A copy of the answer with the Simplified Chinese fields in Traditional characters; other values as they are. */
export function inTraditional(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inTraditional);
  if (value === null || typeof value !== "object" || value instanceof Date) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    copy[key] =
      SIMPLIFIED_FIELDS.has(key) && typeof field === "string"
        ? traditionalChinese(field)
        : inTraditional(field);
  }
  return copy;
}

/**
 * Converts on the way out rather than in each presenter: every answer that
 * carries a catalogue name (lists, details, stores, carts, orders) is covered
 * by one rule, and the browser bundles stay without a conversion dictionary.
 */
export default fp(
  async (app) => {
    app.addHook("preSerialization", async (request, _reply, payload) =>
      showsTraditional(request, request.language) ? inTraditional(payload) : payload,
    );
  },
  { name: "chinese-script", dependencies: ["language"] },
);
