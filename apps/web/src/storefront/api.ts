import type { ZodMiniType } from "zod/mini";
import { HttpError, httpCall, type NoAnswer, readAnswer } from "../lib/http";
import { currentLanguage, i18n } from "./i18n";

/** What the buyer reads when the server gave no message of its own. */
const FALLBACK_TEXT = {
  NETWORK: "errors.NETWORK_ERROR",
  TIMEOUT: "errors.NETWORK_TIMEOUT",
  SERVER: "errors.SERVER_ERROR",
} as const satisfies Record<NoAnswer | "SERVER", string>;

/**
 * The storefront's calls: public, no token, in the buyer's language. Only the
 * envelope's data comes back, parsed with the contract's answer schema (zod/mini, so
 * the buyer's first load stays small). A failure throws an HttpError whose message is the
 * server's (or a network message) for the screen to show, and whose details are a
 * refused form's fields, to show beside each; an answer the schema refuses throws one
 * with the server-error text, as a fault of the server would.
 */
export async function storefrontCall<T>(
  path: string,
  answer: ZodMiniType<T>,
  options: {
    method?: "GET" | "POST" | "PUT";
    body?: unknown;
    idempotencyKey?: string;
    signal?: AbortSignal;
  } = {},
): Promise<T> {
  const { idempotencyKey, ...call } = options;
  const { data } = await httpCall<unknown>(path, {
    ...call,
    language: currentLanguage(),
    headers: idempotencyKey ? { "Idempotency-Key": idempotencyKey } : undefined,
    fallbackMessage: (code) => i18n.t(FALLBACK_TEXT[code]),
  });
  return readAnswer(path, answer, data, i18n.t(FALLBACK_TEXT.SERVER));
}

/** Whether the server answered (done or refused): status 0 is a lost connection or a timeout. */
export function serverAnswered(error: unknown): boolean {
  return error === null || (error instanceof HttpError && error.status !== 0);
}
