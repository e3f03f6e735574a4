import type { ErrorCode } from "@seller/contract/errors";
import type { MessageParams } from "@seller/contract/messages";

/**
 * The one error type of the server (STYLE.md rule 3). The error handler turns
 * it into the failure envelope: HTTP status from STATUS_BY_CODE, and the
 * message key translated into the caller's language; without a key, the
 * code's own message (`errors.<CODE>`).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string = `errors.${code}`,
    readonly params: MessageParams = {},
    /** The request fields at fault ("items.0.title"), sent back as details with the message. */
    readonly fields: string[] = [],
    /** What the failure envelope adds: a wait (also the Retry-After header), a slide challenge. */
    readonly extra: { retry_after?: number; slide_challenge?: string } = {},
  ) {
    super(`${code}: ${messageKey}`);
    this.name = "AppError";
  }
}
