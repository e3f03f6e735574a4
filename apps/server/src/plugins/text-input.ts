import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";

/**
 * Control characters have no place in what a person types: a NUL cannot
 * even be stored by PostgreSQL (it would fail as a 500), and the others hide
 * in names and messages (terminal escapes, bells, invisible breaks). C0 and
 * C1 controls, DEL and unpaired surrogates are refused everywhere; tab and
 * line breaks only where several lines make sense, in the fields named below.
 */
/** Any control character (Unicode Cc: C0, DEL, C1) but tab and line breaks. */
const CONTROL = /[^\P{Cc}\t\n\r]/u;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * Body and query fields in which several lines make sense: notes, reasons,
 * messages, descriptions and announcements, also with a prefix naming whose
 * text it is (store_description) or a suffix naming its language
 * (description_en, message_zh_tw).
 */
const MULTI_LINE_FIELD =
  /^(?:[a-z]+_)?(?:description|reason|message|note|notes|content|body|announcement)(?:_(?:th|en|zh|zh_cn|zh_tw))?$/i;

export const isMultiLineField = (name: string) => MULTI_LINE_FIELD.test(name);

type Problem = { path: string; messageKey: string };

/** A place in the walked value: its key and the place that holds it, so a path is built only when needed. */
type Place = { key: string; parent: Place | undefined };

const pathOf = (place: Place | undefined): string => {
  const parts: string[] = [];
  for (let at = place; at; at = at.parent) parts.push(at.key);
  return parts.reverse().join(".");
};

/**
 * The first string anywhere in `value` that breaks the rule, with its path
 * ("items.0.title"). Walked with a stack of its own, each place linked to its
 * parent, so a deep value costs neither the call stack nor a copied path per level.
 */
export function findControlCharacters(value: unknown): Problem | undefined {
  // Each entry: a value, where it is, and the nearest field name above it (list indexes skipped).
  const stack: [unknown, Place | undefined, string][] = [[value, undefined, ""]];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const [item, place, field] = entry;
    // A key is text the sender chose too.
    if (place && (CONTROL.test(place.key) || LINE_BREAK_OR_TAB.test(place.key)))
      return { path: pathOf(place), messageKey: "security.controlCharacters" };
    if (typeof item === "string") {
      // A lone surrogate is not text at all (PostgreSQL's jsonb refuses it): refused like a control.
      if (CONTROL.test(item) || LONE_SURROGATE.test(item))
        return { path: pathOf(place), messageKey: "security.controlCharacters" };
      if (LINE_BREAK_OR_TAB.test(item) && !isMultiLineField(field)) {
        return { path: pathOf(place), messageKey: "security.singleLine" };
      }
      continue;
    }
    if (item === null || typeof item !== "object") continue;
    const children = Object.entries(item);
    // Pushed in reverse, so the first problem in reading order is the one found.
    for (let i = children.length - 1; i >= 0; i -= 1) {
      const [key, child] = children[i] as [string, unknown];
      stack.push([child, { key, parent: place }, /^\d+$/.test(key) ? field : key]);
    }
  }
  return undefined;
}

/** Refuses such input with a 422 before validation, in the caller's language, for every route. */
export default fp(
  async (app) => {
    app.addHook("preValidation", async (request) => {
      const problem = findControlCharacters(request.body) ?? findControlCharacters(request.query);
      if (problem) throw new AppError("REQUEST_VALIDATION_ERROR", problem.messageKey, {}, [problem.path]);
    });
  },
  { name: "text-input", dependencies: ["errors"] },
);
