import { REQUEST_TIMEOUT_MS } from "@seller/contract/constants";
import { LANGUAGE_HEADER } from "@seller/contract/languages";
import { ApiError } from "./api-error";
import { currentLanguage } from "./i18n";
import { getToken } from "./session-store";

const API_BASE = "/api";

export type ApiResult<T> = { data: T; message: string };

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Sent as JSON, or as multipart when it is FormData (uploads). */
  body?: unknown;
  /** TanStack Query's signal: a cancelled query is not an error to show. */
  signal?: AbortSignal;
  /** Public calls (sign-in, register) send no token; seller calls need one. */
  auth?: boolean;
  /** Lets the request outlive the page (a `pagehide` clean-up); the body must stay under 64 KB. */
  keepalive?: boolean;
  /** Extra headers, such as the Idempotency-Key of a money-moving call. */
  headers?: Record<string, string>;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object";
}

/** Success is the success flag when the answer has one, else the HTTP status (spec section 7). */
function succeeded(response: Response, body: unknown): boolean {
  if (!response.ok) return false;
  return !(isRecord(body) && body.success === false);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // a proxy's HTML error page: the status alone tells what happened
  }
}

/** Calls the API and returns the envelope's data and message, or throws an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const { method = "GET", body, signal, auth = true, keepalive, headers: extra } = options;
  const multipart = body instanceof FormData;
  const token = getToken();
  // Spec section 6: a seller call without a token is refused before it is sent.
  if (auth && !token) throw new ApiError({ kind: "http", path, status: 401, authenticated: true });

  const language = currentLanguage();
  const headers: Record<string, string> = {
    Accept: "application/json",
    [LANGUAGE_HEADER]: language,
    "Accept-Language": language,
    ...extra,
  };
  // FormData sets its own multipart content type with the boundary; a hand-written one would lack it.
  if (body !== undefined && !multipart) headers["Content-Type"] = "application/json";
  if (auth && token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener("abort", onCallerAbort, { once: true });

  try {
    const response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal: controller.signal,
      keepalive,
    });
    const parsed = await readBody(response);
    if (!succeeded(response, parsed)) {
      throw new ApiError({ kind: "http", path, status: response.status, body: parsed, authenticated: auth });
    }
    const envelope = isRecord(parsed) ? parsed : {};
    return {
      data: (envelope.data ?? null) as T,
      message: typeof envelope.message === "string" ? envelope.message : "",
    };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw new ApiError({ kind: "timeout", path, authenticated: auth });
    if (signal?.aborted) throw error; // cancelled by the caller: pass the AbortError on untouched
    throw new ApiError({ kind: "network", path, authenticated: auth });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onCallerAbort);
  }
}

/**
 * The bytes of a private file (`/api/files/{uuid}`), fetched with the bearer
 * token: identity images open only for their owner or an operator, so an
 * <img> cannot load them by url; the screen shows the blob this returns.
 */
export async function fetchPrivateFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const path = url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url;
  const token = getToken();
  if (!token) throw new ApiError({ kind: "http", path, status: 401, authenticated: true });
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers: { Authorization: `Bearer ${token}` }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ kind: "network", path, authenticated: true });
  }
  if (!response.ok) {
    throw new ApiError({
      kind: "http",
      path,
      status: response.status,
      body: await readBody(response),
      authenticated: true,
    });
  }
  return response.blob();
}

/**
 * A file the server makes for the signed-in seller (a CSV export): its bytes
 * and the name from its Content-Disposition, written in the interface language.
 */
export async function fetchAttachment(path: string): Promise<{ blob: Blob; filename: string | null }> {
  const token = getToken();
  if (!token) throw new ApiError({ kind: "http", path, status: 401, authenticated: true });
  const language = currentLanguage();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      headers: { Authorization: `Bearer ${token}`, [LANGUAGE_HEADER]: language, "Accept-Language": language },
    });
  } catch {
    throw new ApiError({ kind: "network", path, authenticated: true });
  }
  if (!response.ok) {
    throw new ApiError({
      kind: "http",
      path,
      status: response.status,
      body: await readBody(response),
      authenticated: true,
    });
  }
  const disposition = response.headers.get("content-disposition") ?? "";
  return { blob: await response.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}
