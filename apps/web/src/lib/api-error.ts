import { HttpError } from "./http";

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object";
}

/**
 * A failed call of the seller app. `kind` says how far the call got: no answer at all
 * (network), no answer within 15 s (timeout), or an answer that says it failed (http);
 * status is 0 for the first two, as in every entry's HttpError.
 */
export class ApiError extends HttpError {
  override readonly name = "ApiError";
  readonly kind: "network" | "timeout" | "http";
  /** True for seller calls made with the token; a refusal of those ends the session (spec section 8). */
  readonly authenticated: boolean;

  constructor(init: {
    kind: ApiError["kind"];
    path: string;
    status?: number;
    body?: unknown;
    authenticated: boolean;
  }) {
    const envelope = isRecord(init.body) ? init.body : {};
    super({
      path: init.path,
      status: init.kind === "http" ? (init.status ?? 0) : 0,
      code:
        typeof envelope.code === "string"
          ? envelope.code
          : init.kind === "http"
            ? "HTTP"
            : init.kind.toUpperCase(),
      message: `${init.kind} error calling ${init.path}${init.status ? ` (${init.status})` : ""}`,
      details: Array.isArray(envelope.details) ? envelope.details : [],
      body: init.body,
    });
    this.kind = init.kind;
    this.authenticated = init.authenticated;
  }

  /** The seller app's error for a failure the shared client reported. */
  static from(error: HttpError, authenticated: boolean): ApiError {
    const kind = error.status !== 0 ? "http" : error.code === "TIMEOUT" ? "timeout" : "network";
    return new ApiError({ kind, path: error.path, status: error.status, body: error.body, authenticated });
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
