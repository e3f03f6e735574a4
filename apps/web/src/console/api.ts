import { z } from "zod";
import { HttpError, type HttpResult, httpCall, readAnswer } from "../lib/http";
import { consoleLanguage, text } from "./i18n";
import { getSession, setSession } from "./session";

/** An API refusal, with the server's message already in the operator's language. */
export class ConsoleApiError extends HttpError {
  override name = "ConsoleApiError";
  /** What a 429 adds: the wait, and over the account-wide sign-in limit a slide challenge. */
  readonly extra: { retry_after?: number; slide_challenge?: string };

  constructor(init: ConstructorParameters<typeof HttpError>[0]) {
    super(init);
    const body = (init.body ?? {}) as { retry_after?: unknown; slide_challenge?: unknown };
    this.extra = {
      retry_after: typeof body.retry_after === "number" ? body.retry_after : undefined,
      slide_challenge: typeof body.slide_challenge === "string" ? body.slide_challenge : undefined,
    };
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

export type ApiAnswer<T> = HttpResult<T>;

/** What a route answers: its response schema in packages/contract, classic zod or zod/mini. */
export type AnswerSchema = z.core.$ZodType;

/**
 * Calls the API as the signed-in operator and parses the answer's data with `answer`, the
 * schema the server's route answers with (STYLE.md "One schema, three uses"), so a screen
 * never reads a shape the server did not send. A 401 ends the console's session.
 */
export async function api<S extends AnswerSchema>(
  path: string,
  answer: S,
  options: Options = {},
): Promise<ApiAnswer<z.output<S>>> {
  const { anonymous, headers, ...call } = options;
  const session = getSession();
  let result: HttpResult<unknown>;
  try {
    result = await httpCall<unknown>(path, {
      ...call,
      language: consoleLanguage(),
      headers: !anonymous && session ? { ...headers, Authorization: `Bearer ${session.token}` } : headers,
      fallbackMessage: (code) => text(code === "SERVER" ? "errors.server" : "errors.network"),
    });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.status === 401 && !anonymous) setSession(null);
    throw new ConsoleApiError(error);
  }
  const check = { safeParse: (data: unknown) => z.safeParse(answer, data) };
  try {
    return { data: readAnswer(path, check, result.data, text("errors.server")), message: result.message };
  } catch (error) {
    throw error instanceof HttpError ? new ConsoleApiError(error) : error;
  }
}

/** A private image (identity card) as a blob: url, fetched with the operator's bearer token. */
export async function privateImageUrl(url: string, signal?: AbortSignal): Promise<string> {
  const session = getSession();
  const response = await fetch(url, {
    headers: session ? { Authorization: `Bearer ${session.token}` } : {},
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) {
    const message = text("errors.imageUnavailable");
    throw new ConsoleApiError({ path: url, status: response.status, code: "HTTP", message });
  }
  return URL.createObjectURL(await response.blob());
}
