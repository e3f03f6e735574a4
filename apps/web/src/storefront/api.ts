import { LANGUAGE_HEADER } from "@seller/contract/languages";
import { currentLanguage, i18n } from "./i18n";

/** A refused or failed call, with the server's message in the buyer's language. */
export class StorefrontError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** A refused form's fields (the server's details: path and message), to show beside each. */
    readonly fields: { path: string; message: string }[] = [],
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
  options: {
    method?: "GET" | "POST" | "PUT";
    body?: unknown;
    idempotencyKey?: string;
    signal?: AbortSignal;
  } = {},
): Promise<T> {
  const language = currentLanguage();
  const headers: Record<string, string> = { Accept: "application/json", [LANGUAGE_HEADER]: language };
  // A form (the transfer slip) sets its own multipart type with its boundary.
  const form = options.body instanceof FormData;
  if (options.body !== undefined && !form) headers["Content-Type"] = "application/json";
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  // One controller for the caller's cancel and the 15 s limit (AbortSignal.any is too new for older phones).
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener("abort", onCallerAbort, { once: true });
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? "GET",
      headers,
      body:
        options.body === undefined
          ? undefined
          : options.body instanceof FormData
            ? options.body
            : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new StorefrontError(0, i18n.t(timedOut ? "errors.NETWORK_TIMEOUT" : "errors.NETWORK_ERROR"));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onCallerAbort);
  }
  const envelope = (await response.json().catch(() => null)) as {
    success?: boolean;
    data?: T;
    message?: string;
    details?: { path: string; message: string }[];
  } | null;
  if (!response.ok || envelope?.success === false) {
    throw new StorefrontError(
      response.status,
      envelope?.message || i18n.t("errors.SERVER_ERROR"),
      envelope?.details ?? [],
    );
  }
  return envelope?.data as T;
}

/** Whether the server answered (done or refused): status 0 is a lost connection or a timeout. */
export function serverAnswered(error: unknown): boolean {
  return error === null || (error instanceof StorefrontError && error.status !== 0);
}
