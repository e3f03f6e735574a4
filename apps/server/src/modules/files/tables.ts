import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sellers } from "../sellers/tables";

/** What an upload is for: front and back of the ID card come from the verification upload. */
export const FILE_PURPOSES = [
  "id_card_front",
  "id_card_back",
  "image",
  "product",
  "avatar",
  "id_card",
  "business_license",
  // A buyer's transfer slip on "I have paid" (DECISIONS "Store and storefront"): no seller owns it.
  "payment_slip",
] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/**
 * Uploaded files (ARCHITECTURE.md "Files"): the bytes live under the uploads
 * folder by `storage_key`, a generated name; nothing the uploader chose is
 * used in a path. A row is never removed, only marked deleted, so the access
 * log and a verification keep pointing at something.
 */
export const files = pgTable(
  "files",
  {
    uuid: uuid("uuid").primaryKey(),
    /**
     * The seller who uploaded it; null for a buyer's transfer slip, which no seller may open:
     * only operators see it, where they confirm or refuse the payment.
     */
    ownerSellerId: integer("owner_seller_id").references(() => sellers.id),
    purpose: text("purpose").$type<FilePurpose>().notNull(),
    /** Sanitised, only for display and the download name. */
    originalName: text("original_name").notNull(),
    /** Decided by the bytes, never by the name or the client's content type. */
    mime: text("mime").$type<"image/jpeg" | "image/png">().notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    /**
     * SHA-256 of the image (hex), kept after the bytes are deleted: the record
     * of an approved identity still names exactly which photo was reviewed.
     */
    sha256: text("sha256"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** An upload not yet attached to anything is removed after this (system setting uploadExpiryMinutes). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when a submission uses the file; from then on the seller cannot delete it. */
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** What uses the file, for example "verification:12". */
    attachedTo: text("attached_to"),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (table) => [
    index("files_owner_idx").on(table.ownerSellerId),
    index("files_unsubmitted_expiry_idx")
      .on(table.expiresAt)
      .where(sql`${table.submittedAt} is null and ${table.deletedAt} is null`),
    check("files_mime_check", sql`${table.mime} in ('image/jpeg', 'image/png')`),
  ],
);

/**
 * Every time someone sees a file's bytes (identity images are personal data):
 * who, through which session, from which address.
 */
export const fileAccessLog = pgTable(
  "file_access_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    fileUuid: uuid("file_uuid")
      .notNull()
      .references(() => files.uuid),
    viewerKind: text("viewer_kind").$type<"seller" | "operator">().notNull(),
    viewerId: integer("viewer_id").notNull(),
    /** The session whose bearer token fetched the bytes (sessions.id; rows there are deleted later). */
    sessionId: bigint("session_id", { mode: "number" }),
    /** The client address as the server saw it (X-Forwarded-For only behind a trusted proxy). */
    address: text("address"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("file_access_log_file_idx").on(table.fileUuid)],
);
