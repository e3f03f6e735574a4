import { boolean, integer, pgTable, timestamp } from "drizzle-orm/pg-core";
import { sellers } from "../sellers/tables";

/**
 * The seller's security toggles that are not two-factor itself (which lives
 * in two_factor_secrets). No row means the defaults: login notification off.
 */
export const securitySettings = pgTable("security_settings", {
  sellerId: integer("seller_id")
    .primaryKey()
    .references(() => sellers.id, { onDelete: "cascade" }),
  loginNotification: boolean("login_notification").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
