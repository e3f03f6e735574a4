import { z } from "zod";
import { bahtSchema } from "./money-schemas";
import { ORDER_STATUSES } from "./orders";
import { transactionsQuerySchema } from "./transactions";

/**
 * The shop's figures (spec section 3 "Shop overview", "Today stats";
 * DECISIONS "Orders" today figures), Bangkok days. "Orders" are orders paid
 * (a buyer's money confirmed), "profit" is the stored profit of orders
 * completed: realised, never estimated.
 */

/** GET shop/overview. */
export const shopOverviewSchema = z.object({
  /** Orders paid today. */
  today_orders_count: z.number().int(),
  /** Orders ever paid (refunded ones included: they were paid). */
  total_orders_count: z.number().int(),
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
  order_count: z.number().int(),
  /** Profit realised today. */
  income: bahtSchema,
  /** Distinct storefront visitors today. */
  visitors: z.number().int(),
});
export type TodayStats = z.infer<typeof todayStatsSchema>;

/** One Bangkok day of the sales report. */
export const salesDaySchema = z.object({
  /** yyyy-mm-dd, Bangkok. */
  date: z.string(),
  /** Orders paid that day, not refunded since. */
  orders: z.number().int(),
  /** What buyers paid for them. */
  sales: bahtSchema,
  /** Profit of orders completed that day. */
  profit: bahtSchema,
});
export type SalesDay = z.infer<typeof salesDaySchema>;

/** GET shop/sales-report: the last 7 days, oldest first, and their totals. */
export const salesReportSchema = z.object({
  days: z.array(salesDaySchema),
  totals: z.object({ orders: z.number().int(), sales: bahtSchema, profit: bahtSchema }),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/** GET order-stats/weekly?status=: orders placed each of the last 7 days, in that state now when asked. */
export const weeklyStatsQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: "validation.invalidField" }).optional(),
});
export const weeklyStatsSchema = z.object({
  status: z.enum(ORDER_STATUSES).nullable(),
  days: z.array(z.object({ date: z.string(), count: z.number().int(), amount: bahtSchema })),
  total_count: z.number().int(),
  total_amount: bahtSchema,
});
export type WeeklyStats = z.infer<typeof weeklyStatsSchema>;

/** GET sellers/transactions/export: the revenue record's filters, every row (no paging). */
export const transactionsExportQuerySchema = transactionsQuerySchema.omit({ page: true, per_page: true });
