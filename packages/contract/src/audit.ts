import { z } from "zod";
import { ROW_ID_MAX } from "./constants";
import { pageQuerySchema } from "./paging";

/**
 * One operator act as the audit log keeps it (DECISIONS "Operator console":
 * "the audit log of every operator act"): who, what, on what, why, from where, when.
 */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  operator_id: z.number().int(),
  operator_account: z.string(),
  /** "product.create", "product.update", "review.update", ... */
  act: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  session_id: z.number().int().nullable(),
  address: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const isoTime = z.iso.datetime({ offset: true, error: "validation.invalidField" });

/** GET /api/admin/audit-log: filter by operator, act, target and time (newest first). */
export const auditLogQuerySchema = pageQuerySchema.extend({
  operator_id: z.coerce
    .number({ error: "validation.invalidField" })
    .int()
    .positive()
    .max(ROW_ID_MAX)
    .optional(),
  act: z.string().max(60).optional(),
  target_type: z.string().max(40).optional(),
  target_id: z.string().max(60).optional(),
  from: isoTime.optional(),
  to: isoTime.optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
