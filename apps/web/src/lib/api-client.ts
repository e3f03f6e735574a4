import { LANGUAGE_HEADER } from "@seller/contract/languages";
import { ApiError } from "./api-error";
import { takeEarlyCall } from "./early-calls";
import { HttpError, httpCall, readJson } from "./http";
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

/** Calls the API and returns the envelope's data and message, or throws an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const { method = "GET", body, signal, auth = true, keepalive, headers: extra } = options;
  const token = getToken();
  // Spec section 6: a seller call without a token is refused before it is sent.
  if (auth && !token) throw new ApiError({ kind: "http", path, status: 401, authenticated: true });
  const headers = auth && token ? { ...extra, Authorization: `Bearer ${token}` } : extra;
  try {
    // The entry may have asked already (early-calls.ts); httpCall asks again should that have failed.
    const early = method === "GET" && auth ? takeEarlyCall(path, token) : null;
    return await httpCall<T>(path, {
      method,
      body,
      signal,
      keepalive,
      headers,
      language: currentLanguage(),
      early,
    });
  } catch (error) {
    throw error instanceof HttpError ? ApiError.from(error, auth) : error;
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
      body: await readJson(response),
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
      body: await readJson(response),
      authenticated: true,
    });
  }
  const disposition = response.headers.get("content-disposition") ?? "";
  return { blob: await response.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}
