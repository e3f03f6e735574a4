import { ERROR_DEDUP_MS } from "@seller/contract/constants";
import { CODE_BY_STATUS, type ErrorCode, isErrorCode, STATUS_BY_CODE } from "@seller/contract/errors";
import { isApiError } from "./api-error";

/** One failure read as one catalogue code, with the server's (already translated) message when it sent one. */
export type ResolvedError = { code: ErrorCode; serverMessage?: string };

const NETWORK_CODES = new Set(["ERR_NETWORK", "ECONNREFUSED", "ECONNRESET", "ENOTFOUND", "EAI_AGAIN"]);
const TIMEOUT_CODES = new Set(["ECONNABORTED", "ETIMEDOUT"]);

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

function isNetworkFailure(error: unknown): boolean {
  if (isApiError(error)) return error.kind === "network";
  const code = field(error, "code");
  if (typeof code === "string" && NETWORK_CODES.has(code)) return true;
  return error instanceof TypeError && /fetch|network/i.test(error.message);
}

function isTimeout(error: unknown): boolean {
  if (isApiError(error)) return error.kind === "timeout";
  const code = field(error, "code");
  return field(error, "name") === "TimeoutError" || (typeof code === "string" && TIMEOUT_CODES.has(code));
}

/** Step 5: words in the message when nothing else named the failure. */
function codeFromKeywords(message: string): ErrorCode | undefined {
  const lower = message.toLowerCase();
  if (lower.includes("login")) return "AUTH_LOGIN_FAILED";
  if (lower.includes("register")) return "AUTH_REGISTER_FAILED";
  if (lower.includes("already exists")) return "BUSINESS_ACCOUNT_EXISTS";
  return undefined;
}

/**
 * The resolution order of spec section 8: network, timeout, status map, the
 * body's code, keywords, unknown.
 *
 * One refinement: when the body's catalogue code belongs to the very status that
 * came back, it wins over the status map. A 401 is then AUTH_LOGIN_FAILED on the
 * sign-in screen and AUTH_TOKEN_EXPIRED for an old token, instead of always
 * AUTH_TOKEN_INVALID, which would treat a wrong password as a dead session.
 */
export function resolveError(error: unknown, online = true): ResolvedError {
  if (isNetworkFailure(error)) return { code: online ? "NETWORK_ERROR" : "NETWORK_OFFLINE" };
  if (isTimeout(error)) return { code: "NETWORK_TIMEOUT" };

  const status = isApiError(error) ? error.status : field(field(error, "response"), "status");
  const body = isApiError(error) ? error.body : field(field(error, "response"), "data");
  const rawCode = field(body, "code") ?? field(body, "error_code");
  const bodyCode = isErrorCode(rawCode) ? rawCode : undefined;
  const serverMessage = text(field(body, "message"));
  const withMessage = (code: ErrorCode): ResolvedError =>
    serverMessage ? { code, serverMessage } : { code };

  const statusCode = typeof status === "number" ? CODE_BY_STATUS[status] : undefined;
  if (statusCode) return withMessage(bodyCode && STATUS_BY_CODE[bodyCode] === status ? bodyCode : statusCode);
  if (bodyCode) return withMessage(bodyCode);

  // A script error's own message is for developers: it picks a code but is never shown.
  const keywordSource = serverMessage ?? (error instanceof Error ? error.message : "");
  return withMessage(codeFromKeywords(keywordSource) ?? "UNKNOWN_ERROR");
}

/** Returns a gate that lets a code through at most once per window (spec section 8: 5 s). */
export function createErrorDeduper(windowMs = ERROR_DEDUP_MS): (code: ErrorCode, now: number) => boolean {
  const lastShown = new Map<ErrorCode, number>();
  return (code, now) => {
    const last = lastShown.get(code);
    if (last !== undefined && now - last < windowMs) return false;
    lastShown.set(code, now);
    return true;
  };
}
