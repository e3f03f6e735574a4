import { BANGKOK_OFFSET_MS, bangkokWallClock } from "@seller/contract/bangkok-time";
import { formatBaht } from "@seller/contract/money";
import type { OrderStatus } from "@seller/contract/orders";
import type { SalesReport, ShopOverview, WeeklyStats } from "@seller/contract/shop-stats";
import { and, eq, gte, isNotNull, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Queryable } from "../../db/client";
import { startOfBangkokDay } from "../../lib/bangkok-time";
import { orders } from "./tables";

const DAY_MS = 24 * 60 * 60 * 1000;
const REPORT_DAYS = 7;
const baht = (text: string | null | undefined) => formatBaht(BigInt(text ?? "0"));

/** yyyy-mm-dd of a Bangkok day starting at `start` (UTC+7 all year, no daylight saving). */
const dayKey = (start: Date) => bangkokWallClock(start).slice(0, 10);
/** The same day key computed by the database, for grouping. */
const bangkokDate = (column: SQL | AnyPgColumn) =>
  sql<string>`to_char((${column} at time zone 'UTC') + make_interval(secs => ${BANGKOK_OFFSET_MS / 1000}), 'YYYY-MM-DD')`;

function lastDays(now: Date): { start: Date; keys: string[] } {
  const today = startOfBangkokDay(now).getTime();
  const start = new Date(today - (REPORT_DAYS - 1) * DAY_MS);
  const keys = Array.from({ length: REPORT_DAYS }, (_, i) => dayKey(new Date(start.getTime() + i * DAY_MS)));
  return { start, keys };
}

/**
 * Paid and realised figures (DECISIONS "Orders", today figures): orders count
 * when paid, sales are what buyers paid for orders not refunded, profit is
 * the stored profit of completed orders, counted on the day they completed.
 */
export async function shopOverview(db: Queryable, sellerId: number, now = new Date()): Promise<ShopOverview> {
  const today = sql`${startOfBangkokDay(now).toISOString()}::timestamptz`;
  const [row] = await db.select(overviewSums(today)).from(orders).where(eq(orders.sellerId, sellerId));
  return shopOverviewFrom(row);
}

type OverviewSums = {
  todayOrders: number;
  totalOrders: number;
  todaySales: string;
  totalSales: string;
  todayProfit: string;
  totalProfit: string;
};

/** The overview's aggregates over a seller's orders; `today` is the start of the Bangkok day. */
function overviewSums(today: SQL): { [Key in keyof OverviewSums]: SQL<OverviewSums[Key]> } {
  return {
    todayOrders: sql<number>`count(*) filter (where ${orders.paidAt} >= ${today})::int`,
    totalOrders: sql<number>`count(*) filter (where ${orders.paidAt} is not null)::int`,
    todaySales: sql<string>`coalesce(sum(${orders.itemsTotal}) filter (where ${orders.paidAt} >= ${today} and ${orders.status} <> 'refunded'), 0)::text`,
    totalSales: sql<string>`coalesce(sum(${orders.itemsTotal}) filter (where ${orders.paidAt} is not null and ${orders.status} <> 'refunded'), 0)::text`,
    todayProfit: sql<string>`coalesce(sum(${orders.profit}) filter (where ${orders.status} = 'completed' and ${orders.completedAt} >= ${today}), 0)::text`,
    totalProfit: sql<string>`coalesce(sum(${orders.profit}) filter (where ${orders.status} = 'completed'), 0)::text`,
  };
}

/** The overview of shopOverview's aggregates, or of a shopOverviewColumn. */
export function shopOverviewFrom(row: OverviewSums | undefined): ShopOverview {
  return {
    today_orders_count: row?.todayOrders ?? 0,
    total_orders_count: row?.totalOrders ?? 0,
    today_profit: baht(row?.todayProfit),
    total_profit: baht(row?.totalProfit),
    today_sales: baht(row?.todaySales),
    total_sales: baht(row?.totalSales),
  };
}

/**
 * shopOverview as a column of the caller's own query (the profile reads
 * everything in one round trip); `today` is the start of the Bangkok day
 * (startOfBangkokDay), for shopOverviewFrom.
 */
export function shopOverviewColumn(sellerId: SQL, today: SQL): SQL<OverviewSums> {
  const fields = Object.entries(overviewSums(today)).map(
    ([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`,
  );
  return sql<OverviewSums>`(select json_build_object(${sql.join(fields, sql`, `)}) from ${orders} where ${orders.sellerId} = ${sellerId})`;
}

/** GET shop/sales-report: each of the last 7 Bangkok days, oldest first. */
export async function salesReport(db: Queryable, sellerId: number, now = new Date()): Promise<SalesReport> {
  const { start, keys } = lastDays(now);
  const since = start.toISOString();
  const [paid, completed] = await Promise.all([
    db
      .select({
        day: bangkokDate(orders.paidAt),
        orders: sql<number>`count(*)::int`,
        sales: sql<string>`coalesce(sum(${orders.itemsTotal}), 0)::text`,
      })
      .from(orders)
      .where(
        and(
          eq(orders.sellerId, sellerId),
          gte(orders.paidAt, new Date(since)),
          sql`${orders.status} <> 'refunded'`,
        ),
      )
      .groupBy(sql`1`),
    db
      .select({
        day: bangkokDate(orders.completedAt),
        profit: sql<string>`coalesce(sum(${orders.profit}), 0)::text`,
      })
      .from(orders)
      .where(
        and(
          eq(orders.sellerId, sellerId),
          eq(orders.status, "completed"),
          gte(orders.completedAt, new Date(since)),
        ),
      )
      .groupBy(sql`1`),
  ]);
  const paidOn = new Map(paid.map((row) => [row.day, row]));
  const profitOn = new Map(completed.map((row) => [row.day, BigInt(row.profit)]));
  let totalOrders = 0;
  let totalSales = 0n;
  let totalProfit = 0n;
  const days = keys.map((date) => {
    const sold = paidOn.get(date);
    const sales = BigInt(sold?.sales ?? "0");
    const profit = profitOn.get(date) ?? 0n;
    totalOrders += sold?.orders ?? 0;
    totalSales += sales;
    totalProfit += profit;
    return { date, orders: sold?.orders ?? 0, sales: formatBaht(sales), profit: formatBaht(profit) };
  });
  return {
    days,
    totals: { orders: totalOrders, sales: formatBaht(totalSales), profit: formatBaht(totalProfit) },
  };
}

/** GET order-stats/weekly: orders placed each of the last 7 Bangkok days, in `status` now when given. */
export async function weeklyStats(
  db: Queryable,
  sellerId: number,
  status: OrderStatus | undefined,
  now = new Date(),
): Promise<WeeklyStats> {
  const { start, keys } = lastDays(now);
  const rows = await db
    .select({
      day: bangkokDate(orders.createdAt),
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${orders.itemsTotal}), 0)::text`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.sellerId, sellerId),
        gte(orders.createdAt, start),
        status ? eq(orders.status, status) : isNotNull(orders.id),
      ),
    )
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days = keys.map((date) => ({
    date,
    count: byDay.get(date)?.count ?? 0,
    amount: baht(byDay.get(date)?.amount),
  }));
  return {
    status: status ?? null,
    days,
    total_count: days.reduce((sum, day) => sum + day.count, 0),
    total_amount: formatBaht(rows.reduce((sum, row) => sum + BigInt(row.amount), 0n)),
  };
}
