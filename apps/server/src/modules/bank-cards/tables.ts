import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sellers } from "../sellers/tables";

/** One card per seller (spec section 2): the unique index refuses a second, even two at once. */
export const bankCards = pgTable(
  "bank_cards",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id),
    bankCode: text("bank_code").notNull(),
    cardNumber: text("card_number").notNull(),
    cardHolderName: text("card_holder_name").notNull(),
    isDefault: boolean("is_default").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("bank_cards_seller_key").on(table.sellerId),
    check("bank_cards_number_digits", sql`card_number ~ '^[0-9]{8,19}$'`),
  ],
);
