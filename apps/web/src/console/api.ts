import { REQUEST_TIMEOUT_MS } from "@seller/contract/constants";
import { LANGUAGE_HEADER } from "@seller/contract/languages";
import { consoleLanguage, text } from "./i18n";
import { getSession, setSession } from "./session";

/** An API refusal, with the server's message already in the operator's language. */
export class ConsoleApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly details: { path: string; message: string }[] = [],
    /** What a 429 adds: the wait, and over the account-wide sign-in limit a slide challenge. */
    readonly extra: { retry_after?: number; slide_challenge?: string } = {},
  ) {
    super(message);
  }
}

type Options = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Sign-in calls go without a token. */
  anonymous?: boolean;
};

export type ApiAnswer<T> = { data: T; message: string };

/** Calls the API as the signed-in operator; a 401 ends the console's session. */
export async function api<T>(path: string, options: Options = {}): Promise<ApiAnswer<T>> {
  const { method = "GET", body, signal, headers: extra, anonymous } = options;
  const multipart = body instanceof FormData;
  const headers: Record<string, string> = {
    Accept: "application/json",
    [LANGUAGE_HEADER]: consoleLanguage(),
    ...extra,
  };
  if (body !== undefined && !multipart) headers["Content-Type"] = "application/json";
  const session = getSession();
  if (!anonymous && session) headers.Authorization = `Bearer ${session.token}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  signal?.addEventListener("abort", () => controller.abort(), { once: true });
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch {
    throw new ConsoleApiError(text("errors.network"), 0, "NETWORK");
  } finally {
    clearTimeout(timer);
  }
  type Envelope = {
    success?: boolean;
    data: T;
    message?: string;
    code?: string;
    details?: [];
    retry_after?: number;
    slide_challenge?: string;
  };
  let envelope: Envelope | undefined;
  try {
    const raw = await response.text();
    envelope = raw ? (JSON.parse(raw) as Envelope) : undefined;
  } catch {
    envelope = undefined; // a proxy's HTML error page: the status alone tells what happened
  }
  if (!response.ok || envelope?.success === false) {
    if (response.status === 401 && !anonymous) setSession(null);
    throw new ConsoleApiError(
      envelope?.message ?? text("errors.server"),
      response.status,
      envelope?.code ?? "HTTP",
      envelope?.details ?? [],
      { retry_after: envelope?.retry_after, slide_challenge: envelope?.slide_challenge },
    );
  }
  return { data: envelope?.data as T, message: envelope?.message ?? "" };
}

/** A private image (identity card) as a blob: url, fetched with the operator's bearer token. */
export async function privateImageUrl(url: string, signal?: AbortSignal): Promise<string> {
  const session = getSession();
  const response = await fetch(url, {
    headers: session ? { Authorization: `Bearer ${session.token}` } : {},
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new ConsoleApiError(text("errors.imageUnavailable"), response.status, "HTTP");
  return URL.createObjectURL(await response.blob());
}
