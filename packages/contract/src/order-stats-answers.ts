import { z } from "zod/mini";
import { bahtSchema } from "./money-answers";

/*
 * The seller's order figures by state, written with zod/mini: the profile's order tiles parse
 * them at start and the seller app's first load carries no classic zod (the cold /profile of
 * bench/cold-profile.bench.ts). seller-order-answers.ts re-exports them.
 */

const countsByStatus = z.object({
  pending_payment: z.int(),
  pending_shipment: z.int(),
  pending_delivery: z.int(),
  completed: z.int(),
  cancelled: z.int(),
  refunded: z.int(),
  total: z.int(),
});
const amountsByStatus = z.object({
  pending_payment: bahtSchema,
  pending_shipment: bahtSchema,
  pending_delivery: bahtSchema,
  completed: bahtSchema,
  cancelled: bahtSchema,
  refunded: bahtSchema,
  total: bahtSchema,
});

/** GET sellers/orders/stats: counts and amounts by state, and what batch actions will cost or bring. */
export const orderStatsSchema = z.object({
  counts: countsByStatus,
  amounts: amountsByStatus,
  /** Stored profit of completed orders. */
  total_profit: bahtSchema,
  /** What shipping every pending-shipment order costs (the batch-ship dialog). */
  pending_shipment_cost: bahtSchema,
  /** Pending receipt, shipped over delayedAfterDays ago. */
  delayed_count: z.int(),
  /** Unpaid orders with under 2 hours left (spec section 9). */
  expiring_soon_count: z.int(),
  available_balance: bahtSchema,
  /** The early-receipt fee, shown before the seller confirms (DECISIONS "Orders"). */
  early_receipt_fee_percent: z.number(),
});
export type OrderStats = z.infer<typeof orderStatsSchema>;
