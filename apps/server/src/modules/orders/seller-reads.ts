import { normalizeThaiMobile, THAI_MOBILE_PATTERN } from "@seller/contract/address";
import { formatBaht } from "@seller/contract/money";
import {
  ENDED_VIEW,
  type OrderSort,
  type OrdersSummary,
  type OrderTimeFilter,
  type SellerOrder,
  type SellerOrderDetail,
  type SellerOrdersPage,
  type sellerOrdersFilterSchema,
} from "@seller/contract/seller-orders";
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Queryable } from "../../db/client";
import { startOfBangkokDay } from "../../lib/bangkok-time";
import { readTogether } from "../../lib/read-together";
import { getSettings } from "../system/service";
import { sellerBalances } from "../wallet/ledger";
import { movementsOf } from "./movements";
import type { OrderItemRow, OrderRow } from "./present";
import { orderNotFound } from "./reads";
import { presentSellerOrder, type SellerViewContext } from "./seller-present";
import { orderItems, orderReviews, orders } from "./tables";

const DAY_MS = 24 * 60 * 60 * 1000;
export type OrdersFilter = z.output<typeof sellerOrdersFilterSchema>;

/** How many Bangkok days each time filter covers, today included (spec section 9). */
const DAYS: Record<Exclude<OrderTimeFilter, "all">, number> = {
  today: 1,
  week: 7,
  month: 30,
  last3months: 90,
};

/** When a cancelled or refunded order ended. */
const endedAt = sql`coalesce(${orders.cancelledAt}, ${orders.refundedAt})`;

/** The time a list filters on: its own state's (spec: "filter by shipped time" on pending receipt). */
function timeColumn(status: OrdersFilter["status"]): SQL {
  if (status === "pending_delivery") return sql`${orders.shippedAt}`;
  if (status === "completed") return sql`${orders.completedAt}`;
  if (status === ENDED_VIEW) return endedAt;
  return sql`${orders.createdAt}`;
}

/**
 * The search of every order screen (DECISIONS "Orders"): part of the order
 * number or the buyer's name, or the buyer's whole phone number. Only a whole
 * number matches a phone: a part would let a seller guess the digits the
 * masking hides, one search at a time.
 */
function keywordWhere(keyword: string): SQL | undefined {
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const phone = normalizeThaiMobile(keyword);
  return or(
    ilike(orders.orderNumber, pattern),
    ilike(orders.buyerName, pattern),
    THAI_MOBILE_PATTERN.test(phone) ? eq(orders.buyerPhone, phone) : undefined,
  );
}

export function filterWhere(sellerId: number, filter: OrdersFilter, now = new Date()): SQL {
  const conditions: (SQL | undefined)[] = [eq(orders.sellerId, sellerId)];
  if (filter.status === ENDED_VIEW) conditions.push(inArray(orders.status, ["cancelled", "refunded"]));
  else if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.priority) conditions.push(eq(orders.priority, filter.priority));
  if (filter.time !== "all") {
    const since = new Date(startOfBangkokDay(now).getTime() - (DAYS[filter.time] - 1) * DAY_MS);
    conditions.push(sql`${timeColumn(filter.status)} >= ${since.toISOString()}::timestamptz`);
  }
  if (filter.keyword) conditions.push(keywordWhere(filter.keyword));
  return and(...conditions) as SQL;
}

export function sortOf(sort: OrderSort) {
  const nullsLast = (column: typeof orders.shippedAt, direction: "asc" | "desc") =>
    sql`${column} ${sql.raw(direction)} nulls last`;
  const by: Record<OrderSort, SQL[]> = {
    ended_desc: [sql`${endedAt} desc nulls last`, desc(orders.id)],
    created_desc: [desc(orders.createdAt), desc(orders.id)],
    created_asc: [asc(orders.createdAt), asc(orders.id)],
    amount_desc: [desc(orders.itemsTotal), desc(orders.id)],
    amount_asc: [asc(orders.itemsTotal), asc(orders.id)],
    expiry_asc: [asc(orders.expiresAt), asc(orders.id)],
    shipped_desc: [nullsLast(orders.shippedAt, "desc"), desc(orders.id)],
    shipped_asc: [nullsLast(orders.shippedAt, "asc"), asc(orders.id)],
    completed_desc: [nullsLast(orders.completedAt, "desc"), desc(orders.id)],
    completed_asc: [nullsLast(orders.completedAt, "asc"), asc(orders.id)],
  };
  return by[sort];
}

export async function viewContext(db: Queryable, now = new Date()): Promise<SellerViewContext> {
  return { delayedAfterDays: (await getSettings(db)).delayedAfterDays, now };
}

/** Orders with their lines and ratings, in the order given: two queries whatever the page size. */
export async function presentMany(
  db: Queryable,
  rows: OrderRow[],
  context: SellerViewContext,
): Promise<SellerOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, reviews] = await readTogether(db, [
    () => db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    () =>
      db
        .select({ orderId: orderReviews.orderId, rating: orderReviews.rating })
        .from(orderReviews)
        .where(inArray(orderReviews.orderId, ids)),
  ]);
  const itemsOf = new Map<number, OrderItemRow[]>();
  for (const line of lines) itemsOf.set(line.orderId, [...(itemsOf.get(line.orderId) ?? []), line]);
  const ratingOf = new Map(reviews.map((review) => [review.orderId, review.rating]));
  return rows.map((row) =>
    presentSellerOrder(row, itemsOf.get(row.id) ?? [], ratingOf.get(row.id) ?? null, context),
  );
}

/** Totals over the whole filtered set (summary cards and the completed page's tiles). */
async function summaryOf(db: Queryable, sellerId: number, where: SQL): Promise<OrdersSummary> {
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${orders.itemsTotal}), 0)::text`,
      cost: sql<string>`coalesce(sum(${orders.supplierCost}), 0)::text`,
      profit: sql<string>`coalesce(sum(${orders.profit}), 0)::text`,
      units: sql<number>`coalesce((select sum(i.quantity) from order_items i where i.order_id in (select ${orders.id} from ${orders} where ${where})), 0)::int`,
    })
    .from(orders)
    .where(where);
  return {
    order_count: totals?.count ?? 0,
    item_count: totals?.units ?? 0,
    total_amount: formatBaht(BigInt(totals?.amount ?? "0")),
    total_cost: formatBaht(BigInt(totals?.cost ?? "0")),
    total_profit: formatBaht(BigInt(totals?.profit ?? "0")),
    available_balance: formatBaht((await sellerBalances(db, sellerId)).available),
  };
}

/** GET sellers/orders: the seller's own orders only, filtered, sorted and paged. */
export async function listSellerOrders(
  db: Queryable,
  sellerId: number,
  query: OrdersFilter & { page: number; per_page: number },
  now = new Date(),
): Promise<SellerOrdersPage> {
  const where = filterWhere(sellerId, query, now);
  const [rows, summary, context] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...sortOf(query.sort))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    summaryOf(db, sellerId, where),
    viewContext(db, now),
  ]);
  return {
    orders: await presentMany(db, rows, context),
    page: query.page,
    per_page: query.per_page,
    total: summary.order_count,
    summary,
  };
}

/** One of the seller's orders; another seller's answers 404 as if it did not exist. */
export async function ownOrder(db: Queryable, sellerId: number, orderId: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId)));
  if (!row) throw orderNotFound();
  return row;
}

/** GET sellers/orders/{id}: the order and its ledger movements. */
export async function sellerOrderDetail(
  db: Queryable,
  sellerId: number,
  orderId: number,
  now = new Date(),
): Promise<SellerOrderDetail> {
  const row = await ownOrder(db, sellerId, orderId);
  const context = await viewContext(db, now);
  const [[order], movements] = await readTogether(db, [
    () => presentMany(db, [row], context),
    () => movementsOf(db, row.id),
  ]);
  if (!order) throw orderNotFound();
  return { ...order, movements };
}
