import { LANGUAGE_HEADER } from "@seller/contract/languages";
import { currentLanguage, i18n } from "./i18n";

/** A refused or failed call, with the server's message in the buyer's language. */
export class StorefrontError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "StorefrontError";
  }
}

const TIMEOUT_MS = 15_000;

/**
 * The storefront's calls: public, no token, in the buyer's language. Only the
 * envelope's data comes back; a failure throws the server's message (or a
 * network message) for the screen to show.
 */
export async function storefrontCall<T>(
  path: string,
  options: { method?: "GET" | "POST"; body?: unknown; idempotencyKey?: string; signal?: AbortSignal } = {},
): Promise<T> {
  const language = currentLanguage();
  const headers: Record<string, string> = { Accept: "application/json", [LANGUAGE_HEADER]: language };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new StorefrontError(0, i18n.t(timeout.aborted ? "errors.NETWORK_TIMEOUT" : "errors.NETWORK_ERROR"));
  }
  const envelope = (await response.json().catch(() => null)) as {
    success?: boolean;
    data?: T;
    message?: string;
  } | null;
  if (!response.ok || envelope?.success === false) {
    throw new StorefrontError(response.status, envelope?.message || i18n.t("errors.SERVER_ERROR"));
  }
  return envelope?.data as T;
}
