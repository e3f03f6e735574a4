import { z } from "zod";
import type { ErrorCode } from "./errors";

/** Every answer of the API has this shape (spec section 7). */
export type SuccessEnvelope<T> = { success: true; data: T; message: string };
/** A failed validation (422) also lists every problem, each translated, by field path ("account"). */
export type ValidationDetail = { path: string; message: string };
export type FailureEnvelope = {
  success: false;
  data: null;
  message: string;
  code: ErrorCode;
  details?: ValidationDetail[];
  /** Seconds to wait before trying again (a 429 that says so). */
  retry_after?: number;
  /** A sign-in over the account-wide limit: sent back as `slide_proof` after a new slide. */
  slide_challenge?: string;
};
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

export function successEnvelopeSchema<T extends z.core.$ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string() });
}

/** The data of an answer that only says what was done (a sign-out, a deletion): its message. */
export const noDataSchema = z.null();
