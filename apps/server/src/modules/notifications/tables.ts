import type { NotificationType } from "@seller/contract/notifications";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { sellers } from "../sellers/tables";

/**
 * A seller's notifications (spec section 3). Title and message are written in
 * the seller's language when the event happens (DECISIONS.md "Account and
 * session"), so a later language change does not rewrite the past.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id, { onDelete: "cascade" }),
    type: text("type").$type<NotificationType>().notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    icon: text("icon").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("notifications_seller_created_idx").on(table.sellerId, table.createdAt.desc(), table.id.desc()),
    // The badge counts unread ones on every screen; a partial index keeps that cheap.
    index("notifications_unread_idx").on(table.sellerId).where(sql`not ${table.isRead}`),
  ],
);

/** The seller's toggles; no row means all on (spec: "Notification settings cover order, finance and system"). */
export const notificationSettings = pgTable("notification_settings", {
  sellerId: integer("seller_id")
    .primaryKey()
    .references(() => sellers.id, { onDelete: "cascade" }),
  order: boolean("order").notNull().default(true),
  finance: boolean("finance").notNull().default(true),
  system: boolean("system").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/**
 * Not ours to read or write: @socket.io/postgres-adapter keeps here the
 * events too large for a NOTIFY payload (its README's table, created by our
 * migrations so that no node needs the right to create tables).
 */
export const socketIoAttachments = pgTable("socket_io_attachments", {
  id: bigserial("id", { mode: "number" }).unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).defaultNow(),
  payload: bytea("payload"),
});
