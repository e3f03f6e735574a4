import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { operators } from "../admin/tables";
import { files } from "../files/tables";
import { sellers } from "../sellers/tables";

export type VerificationStatus = "pending" | "approved" | "rejected";

/**
 * Identity verifications. A seller may have several (a rejected one may be
 * followed by a new submission); the latest decides the seller's status.
 */
export const verifications = pgTable(
  "verifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id),
    status: text("status").$type<VerificationStatus>().notNull().default("pending"),
    realName: text("real_name").notNull(),
    /** The ID number sealed with AES-256-GCM (lib/field-encryption.ts), never the digits. */
    idCardNumber: text("id_card_number").notNull(),
    /** What the seller and lists show: "1********1234". */
    idNumberMasked: text("id_number_masked").notNull().default(""),
    /**
     * A keyed hash (HMAC-SHA-256) of the number: lets the database refuse one
     * ID number on two accounts without being able to read it.
     */
    idNumberHash: text("id_number_hash"),
    frontFileUuid: uuid("front_file_uuid")
      .notNull()
      .references(() => files.uuid),
    backFileUuid: uuid("back_file_uuid")
      .notNull()
      .references(() => files.uuid),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedByOperatorId: integer("reviewed_by_operator_id").references(() => operators.id),
    rejectReason: text("reject_reason"),
    /** When a retention job deleted the images of this verification (rejected or approved). */
    imagesPurgedAt: timestamp("images_purged_at", { withTimezone: true }),
  },
  (table) => [
    index("verifications_seller_idx").on(table.sellerId, table.submittedAt),
    index("verifications_status_idx").on(table.status, table.submittedAt),
    // At most one pending or approved verification per seller, even under two simultaneous submissions.
    uniqueIndex("verifications_one_open_per_seller_key")
      .on(table.sellerId)
      .where(sql`${table.status} in ('pending', 'approved')`),
    // One ID number, one account: no second pending or approved verification anywhere carries it.
    uniqueIndex("verifications_one_open_per_id_number_key")
      .on(table.idNumberHash)
      .where(sql`${table.status} in ('pending', 'approved')`),
    check("verifications_status_check", sql`${table.status} in ('pending', 'approved', 'rejected')`),
  ],
);
