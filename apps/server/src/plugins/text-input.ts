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

/** The first string anywhere in `value` that breaks the rule, with its path ("items.0.title"). */
export function findControlCharacters(value: unknown, path: string[] = []): Problem | undefined {
  if (typeof value === "string") {
    // A lone surrogate is not text at all (PostgreSQL's jsonb refuses it): refused like a control.
    if (CONTROL.test(value) || LONE_SURROGATE.test(value))
      return { path: path.join("."), messageKey: "security.controlCharacters" };
    const field = path.findLast((part) => !/^\d+$/.test(part)) ?? "";
    if (LINE_BREAK_OR_TAB.test(value) && !isMultiLineField(field)) {
      return { path: path.join("."), messageKey: "security.singleLine" };
    }
    return undefined;
  }
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, item] of Object.entries(value)) {
    // A key is text the sender chose too.
    if (CONTROL.test(key) || LINE_BREAK_OR_TAB.test(key))
      return { path: [...path, key].join("."), messageKey: "security.controlCharacters" };
    const problem = findControlCharacters(item, [...path, key]);
    if (problem) return problem;
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
