import { REQUEST_TIMEOUT_MS } from "@seller/contract/constants";
import { LANGUAGE_HEADER } from "@seller/contract/languages";

/*
 * The part of an API call the seller app, the storefront and the console share: the timeout,
 * the language header, the JSON or multipart body and the envelope (spec section 7). It holds
 * no schema library and no texts, so each entry takes only this; the session, the token and
 * what a 401 does stay in each entry's own client.
 */

/** A refused form's field, as the failure envelope's details name it. */
export type FieldIssue = { path: string; message: string };

/** Why a call failed with no answer: status 0 with one of these codes. */
export type NoAnswer = "NETWORK" | "TIMEOUT";

/**
 * A call that did not succeed. Status 0 is no answer at all (code NETWORK, or TIMEOUT after
 * REQUEST_TIMEOUT_MS); otherwise the HTTP status with the envelope's code, message and details.
 */
export class HttpError extends Error {
  override name = "HttpError";
  /** The API path called, without the /api base: "/sellers/profile". */
  readonly path: string;
  readonly status: number;
  readonly code: string;
  readonly details: FieldIssue[];
  /** The parsed answer, usually the failure envelope `{ success: false, code, message }`. */
  readonly body: unknown;

  constructor(init: {
    path: string;
    status: number;
    code: string;
    message: string;
    details?: FieldIssue[];
    body?: unknown;
  }) {
    super(init.message);
    this.path = init.path;
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.body = init.body;
  }
}

export type HttpOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** Sent as JSON, or as multipart when it is FormData (uploads). */
  body?: unknown;
  /** The caller's cancel (TanStack Query's signal): passed on as the AbortError, not an HttpError. */
  signal?: AbortSignal;
  /** The interface language, sent so the server answers in it. */
  language: string;
  /** Extra headers: the bearer token, an Idempotency-Key. */
  headers?: Record<string, string>;
  /** Lets the request outlive the page (a `pagehide` clean-up); the body must stay under 64 KB. */
  keepalive?: boolean;
  /** The message of a failure the server did not word: no answer, or an answer with no message. */
  fallbackMessage?: (code: NoAnswer | "SERVER") => string;
  /** The same call, already sent (lib/early-calls.ts): its answer is read instead of asking again. */
  early?: Promise<Response> | null;
};

export type HttpResult<T> = { data: T; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object";
}

/** The text's JSON, or undefined for an empty answer or a proxy's HTML error page. */
function jsonOf(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // the status alone tells what happened
  }
}

/**
 * A failed answer's JSON, for its message: a body that cannot be read is read as none, since
 * the status already says the call failed.
 */
export async function readJson(response: Response): Promise<unknown> {
  return jsonOf(await response.text().catch(() => ""));
}

function detailsOf(value: unknown): FieldIssue[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is FieldIssue =>
      isRecord(item) && typeof item.path === "string" && typeof item.message === "string",
  );
}

/** The failure an answer stands for: success is the envelope's flag when it has one, else the status. */
function failureOf(path: string, response: Response, body: unknown, fallback?: () => string) {
  if (response.ok && !(isRecord(body) && body.success === false)) return undefined;
  const envelope = isRecord(body) ? body : {};
  const message = typeof envelope.message === "string" && envelope.message ? envelope.message : undefined;
  return new HttpError({
    path,
    status: response.status,
    code: typeof envelope.code === "string" ? envelope.code : "HTTP",
    message: message ?? fallback?.() ?? `${response.status} calling ${path}`,
    details: detailsOf(envelope.details),
    body,
  });
}

/** What every call asks for: a JSON answer, its messages in the interface language. */
export function answerHeaders(language: string): Record<string, string> {
  return { Accept: "application/json", [LANGUAGE_HEADER]: language, "Accept-Language": language };
}

/** Calls `/api{path}` and returns the envelope's data and message, or throws an HttpError. */
export async function httpCall<T>(path: string, options: HttpOptions): Promise<HttpResult<T>> {
  const { method = "GET", body, signal, language, keepalive, fallbackMessage } = options;
  const multipart = body instanceof FormData;
  const headers: Record<string, string> = { ...answerHeaders(language), ...options.headers };
  // FormData sets its own multipart content type with the boundary; a hand-written one would lack it.
  if (body !== undefined && !multipart) headers["Content-Type"] = "application/json";

  // One controller for the caller's cancel and the time limit (AbortSignal.any is too new for older phones).
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener("abort", onCallerAbort, { once: true });

  let response: Response;
  let parsed: unknown;
  try {
    response =
      (options.early && (await options.early.catch(() => null))) ??
      (await fetch(`/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
        signal: controller.signal,
        keepalive,
      }));
    // Read inside the try: a body cut off (a lost connection, the caller's cancel part-way
    // through it) is that failure, never an empty answer for the screen's schema to refuse.
    parsed = jsonOf(await response.text());
  } catch (error) {
    if (!timedOut && signal?.aborted) throw error; // cancelled by the caller: the AbortError goes on untouched
    const code: NoAnswer = timedOut ? "TIMEOUT" : "NETWORK";
    throw new HttpError({
      path,
      status: 0,
      code,
      message: fallbackMessage?.(code) ?? `${code} calling ${path}`,
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onCallerAbort);
  }
  const failure = failureOf(path, response, parsed, fallbackMessage && (() => fallbackMessage("SERVER")));
  if (failure) throw failure;
  const envelope = isRecord(parsed) ? parsed : {};
  return {
    data: (envelope.data ?? null) as T,
    message: typeof envelope.message === "string" ? envelope.message : "",
  };
}

/** The code of an answer its contract schema refuses (console and storefront alike). */
export const INVALID_ANSWER = "INVALID_ANSWER";

type SchemaIssue = { path: readonly PropertyKey[]; message: string };
/**
 * What a schema's `safeParse` gives back, classic zod or zod/mini alike, read by its shape:
 * this core is shared by the three entries and imports neither.
 */
export type AnswerCheck<T> = {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };
};

/**
 * The answer's data as the route's schema (packages/contract) reads it, so a screen never
 * reads a shape the server did not send. A mismatch is the server's fault: it is logged with
 * its issues by field (the browser suites fail a test that logs it) and thrown as an HttpError
 * with `serverText`, the server-error message in the reader's language. Its status is the 200
 * the server answered: not a lost connection, so nothing retries it, and a repeated act is a
 * new one with a new Idempotency-Key.
 */
export function readAnswer<T>(path: string, answer: AnswerCheck<T>, data: unknown, serverText: string): T {
  const parsed = answer.safeParse(data);
  if (parsed.success) return parsed.data;
  const { issues } = parsed.error;
  const lines = issues.map((issue) => `${issue.path.map(String).join(".")}: ${issue.message}`);
  console.error(`The answer of ${path} does not match its schema:\n${lines.join("\n")}`, issues);
  throw new HttpError({ path, status: 200, code: INVALID_ANSWER, message: serverText, body: data });
}
