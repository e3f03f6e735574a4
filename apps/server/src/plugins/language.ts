import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_HEADER,
  type Language,
  matchLanguage,
} from "@seller/contract/languages";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    /** The language of this caller's messages. */
    language: Language;
  }
}

/** The app's own header (exact code) wins, then Accept-Language, then Thai (spec section 1). */
export function languageOf(request: Pick<FastifyRequest, "headers">): Language {
  const chosen = request.headers[LANGUAGE_HEADER];
  if (isLanguage(chosen)) return chosen;
  return matchLanguage(request.headers["accept-language"]) ?? DEFAULT_LANGUAGE;
}

export default fp(
  async (app) => {
    // A getter rather than a hook: errors raised before any hook ran (a body
    // that is not JSON) are still answered in the caller's language.
    app.decorateRequest("language", {
      getter(this: FastifyRequest) {
        return languageOf(this);
      },
    });
  },
  { name: "language" },
);
