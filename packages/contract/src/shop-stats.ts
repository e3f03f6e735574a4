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

export {
  type SalesDay,
  type SalesReport,
  type ShopOverview,
  salesDaySchema,
  salesReportSchema,
  shopOverviewSchema,
  type TodayStats,
  todayStatsSchema,
} from "./shop-stats-answers";

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
