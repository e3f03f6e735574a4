import type { OrderLookupResult } from "@seller/contract/storefront";
import type { Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { RateLimits } from "../../lib/rate-limits";
import { takeAttempt } from "../auth/attempt-counter";
import { orderCodeByNumberAndPhone } from "../orders/reads";

type Lookup = { sellerId: number; orderNumber: string; phone: string; address: string };
type Limits = Pick<RateLimits, "orderLookupPerAddress" | "orderLookupPerOrderNumber">;

/**
 * A buyer's order found by its number and their phone, in the store they ask
 * (DECISIONS "Store and storefront"): both must match. Whether the number
 * exists or not, the same counters are taken, the same query runs and the
 * same answer (no code) comes back, so nothing tells an existing number from
 * a made-up one. The counters live in the database: they hold on every node,
 * per address and per order number (a known number's phone cannot be guessed
 * from many addresses).
 */
export async function lookUpOrder(db: Queryable, lookup: Lookup, limits: Limits): Promise<OrderLookupResult> {
  const [byAddress, byNumber] = await Promise.all([
    takeAttempt(db, `order-lookup:address:${lookup.address}`, limits.orderLookupPerAddress),
    takeAttempt(db, `order-lookup:number:${lookup.orderNumber}`, limits.orderLookupPerOrderNumber),
  ]);
  if (!byAddress || !byNumber) throw new AppError("REQUEST_RATE_LIMIT", "storefront.lookup.tooMany");
  const code = await orderCodeByNumberAndPhone(db, lookup.sellerId, lookup.orderNumber, lookup.phone);
  return { code };
}
