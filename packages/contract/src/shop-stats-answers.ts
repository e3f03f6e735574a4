import { z } from "zod/mini";
import { bahtSchema } from "./money-answers";

/*
 * The shop's figures as the API answers them, written with zod/mini: the profile parses today's
 * at start, and the seller app's first load carries no classic zod (the cold /profile of
 * bench/cold-profile.bench.ts). shop-stats.ts re-exports them.
 */

/** GET shop/overview. */
export const shopOverviewSchema = z.object({
  /** Orders paid today. */
  today_orders_count: z.int(),
  /** Orders ever paid (refunded ones included: they were paid). */
  total_orders_count: z.int(),
  /** Profit of orders completed today. */
  today_profit: bahtSchema,
  /** Profit of every completed order. */
  total_profit: bahtSchema,
  /** What buyers paid for orders paid today, and ever (refunded orders excluded). */
  today_sales: bahtSchema,
  total_sales: bahtSchema,
});
export type ShopOverview = z.infer<typeof shopOverviewSchema>;

/** GET sellers/today-stats. */
export const todayStatsSchema = z.object({
  /** Orders paid today. */
  order_count: z.int(),
  /** Profit realised today. */
  income: bahtSchema,
  /** Distinct storefront visitors today. */
  visitors: z.int(),
});
export type TodayStats = z.infer<typeof todayStatsSchema>;

/** One Bangkok day of the sales report. */
export const salesDaySchema = z.object({
  /** yyyy-mm-dd, Bangkok. */
  date: z.string(),
  /** Orders paid that day, not refunded since. */
  orders: z.int(),
  /** What buyers paid for them. */
  sales: bahtSchema,
  /** Profit of orders completed that day. */
  profit: bahtSchema,
});
export type SalesDay = z.infer<typeof salesDaySchema>;

/** GET shop/sales-report: the last 7 days, oldest first, and their totals. */
export const salesReportSchema = z.object({
  days: z.array(salesDaySchema),
  totals: z.object({ orders: z.int(), sales: bahtSchema, profit: bahtSchema }),
});
export type SalesReport = z.infer<typeof salesReportSchema>;
