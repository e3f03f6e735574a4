import { formatBaht, parseBaht } from "@seller/contract/money";
import type { FollowedStatus, OrderStats } from "@seller/contract/seller-orders";

export type StateFigures = {
  counts: Partial<OrderStats["counts"]>;
  amounts: Partial<OrderStats["amounts"]>;
};

/**
 * The total row of a list of order states adds up the rows it lists
 * (DECISIONS "Orders": totals in popups equal what they list), never the
 * server's count of every order, which holds cancelled and refunded ones too.
 */
export function listedTotals(
  figures: StateFigures,
  listed: readonly FollowedStatus[],
): { count: number; amount: string } {
  let count = 0;
  let amount = 0n;
  for (const status of listed) {
    count += figures.counts[status] ?? 0;
    amount += parseBaht(figures.amounts[status] ?? "0") ?? 0n;
  }
  return { count, amount: formatBaht(amount) };
}
