import { ROW_ID_MAX } from "@seller/contract/constants";
import { z } from "zod";

/**
 * The numeric id in a path (/withdrawals/{id}/approve): only the canonical
 * decimal form is an id. " 1", "1.0", "01", "0x1" or "1e0" would coerce to 1
 * and act on a row the caller did not write; they are refused instead. A path
 * that is not an id answers 404 like a missing row (plugins/errors.ts).
 */
export const rowIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .refine((id) => id <= ROW_ID_MAX);

export const idParamsSchema = z.object({ id: rowIdSchema });
