import { TOKEN_EXPIRED_REDIRECT_MS } from "@seller/contract/constants";
import type { ErrorCode } from "@seller/contract/errors";
import { isPublicPath, paths, safeRedirect } from "../config/paths";
import { isApiError } from "./api-error";
import { createErrorDeduper, type ResolvedError, resolveError } from "./error-resolution";
import { messageForCode } from "./i18n";
import { navigateTo } from "./navigation";
import { toast } from "./notify";
import { endSession } from "./session-store";

const SESSION_ENDING: ReadonlySet<ErrorCode> = new Set(["AUTH_TOKEN_EXPIRED", "AUTH_TOKEN_INVALID"]);
const shouldShow = createErrorDeduper();
let pendingRedirect: ReturnType<typeof setTimeout> | undefined;

export type HandleErrorOptions = {
  /** A screen's own failure text ("language change failed") instead of the server's or the code's. */
  message?: string;
  /**
   * A screen's text used only when the server explained nothing ("upload failed"):
   * the server's own message ("only rejected verifications can be resubmitted")
   * says more, and a network failure is better named as one.
   */
  fallbackMessage?: string;
};

const NETWORK_FAILURES: ReadonlySet<ErrorCode> = new Set([
  "NETWORK_ERROR",
  "NETWORK_TIMEOUT",
  "NETWORK_OFFLINE",
]);

function screenMessageFor(resolved: ResolvedError, options: HandleErrorOptions): string | undefined {
  if (options.message) return options.message;
  if (resolved.serverMessage || NETWORK_FAILURES.has(resolved.code)) return undefined;
  return options.fallbackMessage;
}

function isCancellation(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** Spec section 8: the refused token is dropped at once, and the seller lands on /login a second later. */
function endRefusedSession(): void {
  endSession();
  if (pendingRedirect) return;
  pendingRedirect = setTimeout(() => {
    pendingRedirect = undefined;
    const { pathname, search } = window.location;
    if (isPublicPath(pathname)) return;
    navigateTo(paths.login.href({ redirect: safeRedirect(pathname + search) }), true);
  }, TOKEN_EXPIRED_REDIRECT_MS);
}

/**
 * The one place a failure becomes something the seller sees: one code, one
 * toast (not repeated within 5 s), and the end of a session the server refused.
 */
export function handleError(error: unknown, options: HandleErrorOptions = {}): ResolvedError | undefined {
  if (isCancellation(error)) return undefined;
  const resolved = resolveError(error, navigator.onLine);
  // Only a seller call can prove the token dead; a 401 from sign-in is a wrong password.
  const sessionEnded = SESSION_ENDING.has(resolved.code) && isApiError(error) && error.authenticated;
  if (sessionEnded) endRefusedSession();
  if (shouldShow(resolved.code, Date.now())) {
    const screenMessage = sessionEnded ? undefined : screenMessageFor(resolved, options);
    toast.error(screenMessage ?? resolved.serverMessage ?? messageForCode(resolved.code));
  }
  console.warn(`[${resolved.code}]`, error);
  return resolved;
}

/** The text the handler would show for a failure, for a screen that also shows it in place. */
export function describeError(error: unknown): string {
  const resolved = resolveError(error, navigator.onLine);
  return resolved.serverMessage ?? messageForCode(resolved.code);
}
