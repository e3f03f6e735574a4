import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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
    /** The card number sealed with AES-256-GCM (lib/field-encryption.ts), never the digits. */
    cardNumber: text("card_number").notNull(),
    /** What every screen shows: the first 4 and last 4 digits (DECISIONS.md "Masking"). */
    cardNumberMasked: text("card_number_masked").notNull().default(""),
    cardHolderName: text("card_holder_name").notNull(),
    isDefault: boolean("is_default").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("bank_cards_seller_key").on(table.sellerId)],
);
