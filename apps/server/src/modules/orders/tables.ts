import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { products } from "../catalogue/tables";
import { files } from "../files/tables";
import { payments } from "../payments/tables";
import { sellers } from "../sellers/tables";

const money = (name: string) => bigint(name, { mode: "bigint" });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** The readable order numbers' counter: unique under any concurrency, never reused. */
export const orderNumberSequence = pgSequence("order_number_seq", { startWith: 1 });

/**
 * A buyer's order in a seller's store (spec section 3, "Order"). Only buyers
 * create orders, through the storefront; every money figure is stored here and
 * moved through the ledger with the state change (DECISIONS "Orders").
 */
export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The buyer's key to /o/{code}: at least 128 random bits, base64url. */
    code: text("code").notNull().unique(),
    /** What people read and say: "SO" and the Bangkok date and a counter. */
    orderNumber: text("order_number").notNull().unique(),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => sellers.id),
    status: text("status").notNull().default("pending_payment"),
    priority: text("priority").notNull().default("normal"),
    buyerName: text("buyer_name").notNull(),
    buyerPhone: text("buyer_phone").notNull(),
    addressLine: text("address_line").notNull(),
    subDistrict: text("sub_district").notNull(),
    district: text("district").notNull(),
    province: text("province").notNull(),
    postalCode: text("postal_code").notNull(),
    note: text("note").notNull().default(""),
    /** What the buyer pays: the items at the catalogue's effective prices. */
    itemsTotal: money("items_total").notNull(),
    /** What shipping costs the seller: the items at the supplier's cost. */
    supplierCost: money("supplier_cost").notNull(),
    /** Charged only when the seller collects early (the earlyReceiptFeePercent setting). */
    earlyReceiptFee: money("early_receipt_fee").notNull().default(sql`0`),
    /** items total - supplier cost - early-receipt fee: every profit figure shown is this one. */
    profit: money("profit").notNull(),
    paymentId: integer("payment_id").references(() => payments.id),
    courier: text("courier"),
    trackingNumber: text("tracking_number"),
    /**
     * When the parcel left with a courier and tracking number: at once for a single
     * ship, at the supplier's dispatch for a batch ship (DECISIONS "Orders").
     * Automatic completion counts from here.
     */
    dispatchedAt: at("dispatched_at"),
    /** The operator who recorded the supplier's dispatch; null for the seller or the demo's sandbox supplier. */
    dispatchedBy: integer("dispatched_by"),
    cancelReason: text("cancel_reason"),
    /** buyer, seller or system: who cancelled or refunded it (DECISIONS "Orders"). */
    cancelledBy: text("cancelled_by"),
    /** buyer, auto or early_receipt: who or what completed it. */
    completedBy: text("completed_by"),
    createdAt: at("created_at").notNull().defaultNow(),
    /**
     * An unpaid order is cancelled after this: the payment window (the paymentWindowMinutes
     * setting), unless the buyer reported a payment in it (DECISIONS "Store and storefront").
     */
    expiresAt: at("expires_at").notNull(),
    /**
     * The buyer's "I have paid" (manual provider): from then the order keeps its stock and
     * waits in the operators' payment queue until they confirm or refuse the payment.
     */
    paymentReportedAt: at("payment_reported_at"),
    /** The transfer slip the buyer may attach to "I have paid" (a private file only operators open). */
    paymentSlipFile: uuid("payment_slip_file").references(() => files.uuid),
    /**
     * The address the order was placed from, as a keyed hash (it names nobody): an address
     * holds at most 3 unpaid orders at a time (DECISIONS "Store and storefront").
     */
    placedFrom: text("placed_from"),
    /**
     * Whether the order took its units from stock when placed. Unpaid orders together hold at
     * most a share of a product's stock (the unpaidStockSharePercent setting); an order beyond
     * it is still taken but holds nothing, and takes its units when a payment is reported or
     * confirmed (DECISIONS "Store and storefront": so a paying buyer can still buy).
     */
    stockHeld: boolean("stock_held").notNull().default(true),
    paidAt: at("paid_at"),
    shippedAt: at("shipped_at"),
    completedAt: at("completed_at"),
    cancelledAt: at("cancelled_at"),
    refundedAt: at("refunded_at"),
    /** When the seller was warned that the unshipped order is refunded in a day (DECISIONS "Orders"). */
    refundWarnedAt: at("refund_warned_at"),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("orders_seller_status_idx").on(table.sellerId, table.status, table.createdAt),
    index("orders_pending_expiry_idx").on(table.expiresAt).where(sql`status = 'pending_payment'`),
    // The per-buyer caps on unpaid orders count these (DECISIONS "Store and storefront").
    index("orders_unpaid_phone_idx").on(table.buyerPhone).where(sql`status = 'pending_payment'`),
    index("orders_unpaid_placed_from_idx").on(table.placedFrom).where(sql`status = 'pending_payment'`),
    // The auto-refund job's queue: paid orders waiting for shipping, oldest paid first.
    index("orders_awaiting_shipment_idx").on(table.paidAt).where(sql`status = 'pending_shipment'`),
    index("orders_shipped_idx").on(table.shippedAt).where(sql`status = 'pending_delivery'`),
    // The operator's dispatch queue: batch-shipped orders without tracking, oldest first.
    index("orders_awaiting_dispatch_idx")
      .on(table.shippedAt)
      .where(sql`status = 'pending_delivery' and dispatched_at is null`),
    check(
      "orders_status_check",
      sql`status in ('pending_payment', 'pending_shipment', 'pending_delivery', 'completed', 'cancelled', 'refunded')`,
    ),
    check("orders_priority_check", sql`priority in ('normal', 'high')`),
    check(
      "orders_cancelled_by_check",
      sql`cancelled_by is null or cancelled_by in ('buyer', 'seller', 'system')`,
    ),
    check(
      "orders_money_check",
      sql`items_total > 0 and supplier_cost >= 0 and early_receipt_fee >= 0 and profit = items_total - supplier_cost - early_receipt_fee`,
    ),
    // Each state carries the time it was reached.
    check("orders_paid_at_check", sql`status in ('pending_payment', 'cancelled') or paid_at is not null`),
    check(
      "orders_shipped_at_check",
      sql`status not in ('pending_delivery', 'completed') or shipped_at is not null`,
    ),
    check("orders_completed_at_check", sql`status <> 'completed' or completed_at is not null`),
    check("orders_cancelled_at_check", sql`status <> 'cancelled' or cancelled_at is not null`),
    check("orders_refunded_at_check", sql`status <> 'refunded' or refunded_at is not null`),
    check(
      "orders_dispatched_check",
      sql`dispatched_at is null or (courier is not null and tracking_number is not null and shipped_at is not null)`,
    ),
  ],
);

/** A line of an order: a copy of the product as it was sold, so later catalogue edits change nothing. */
export const orderItems = pgTable(
  "order_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    productName: text("product_name").notNull(),
    productNameZh: text("product_name_zh").notNull(),
    productNameEn: text("product_name_en"),
    image: text("image"),
    /** The chosen colour's Thai name: what the buyer picked, and how the product's colours are matched. */
    color: text("color"),
    /** The same colour's Chinese (Simplified, as the catalogue writes it) and English names at placement (DECISIONS "Screens"). */
    colorZh: text("color_zh"),
    colorEn: text("color_en"),
    size: text("size"),
    unitPrice: money("unit_price").notNull(),
    unitCost: money("unit_cost").notNull(),
    quantity: integer("quantity").notNull(),
    subtotal: money("subtotal").notNull(),
  },
  (table) => [
    index("order_items_order_idx").on(table.orderId),
    check("order_items_quantity_check", sql`quantity > 0`),
    check("order_items_subtotal_check", sql`subtotal = unit_price * quantity and unit_cost >= 0`),
  ],
);

/** The buyer's review of a completed order: one per order (spec: rating out of 5). */
export const orderReviews = pgTable(
  "order_reviews",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id),
    rating: smallint("rating").notNull(),
    comment: text("comment").notNull().default(""),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [check("order_reviews_rating_check", sql`${table.rating} between 1 and 5`)],
);
