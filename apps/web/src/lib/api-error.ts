/**
 * A failed call to the API. `kind` says how far the call got: no answer at all
 * (network), no answer within 15 s (timeout), or an answer that says it failed (http).
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly kind: "network" | "timeout" | "http";
  /** The API path called, without the /api base: "/sellers/profile". */
  readonly path: string;
  readonly status: number | undefined;
  /** The parsed answer, usually the failure envelope `{ success: false, code, message }`. */
  readonly body: unknown;
  /** True for seller calls made with the token; a refusal of those ends the session (spec section 8). */
  readonly authenticated: boolean;

  constructor(init: {
    kind: ApiError["kind"];
    path: string;
    status?: number;
    body?: unknown;
    authenticated: boolean;
  }) {
    super(`${init.kind} error calling ${init.path}${init.status ? ` (${init.status})` : ""}`);
    this.kind = init.kind;
    this.path = init.path;
    this.status = init.status;
    this.body = init.body;
    this.authenticated = init.authenticated;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
