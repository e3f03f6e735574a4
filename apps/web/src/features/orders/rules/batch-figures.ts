import { formatBaht, parseBaht, type Satang } from "@seller/contract/money";

function satang(baht: string): Satang {
  return parseBaht(baht) ?? 0n;
}

/**
 * What a batch ship takes (spec section 5): the sum of the chosen orders'
 * stored supplier costs, and the available balance left after it. Only sums
 * of the server's figures, in satang; the confirm is disabled when short.
 */
export function batchShipFigures(costs: readonly string[], available: string) {
  const total = costs.reduce((sum, cost) => sum + satang(cost), 0n);
  const after = satang(available) - total;
  return { total: formatBaht(total), after: formatBaht(after), short: after < 0n };
}

/**
 * What early receipt credits (DECISIONS "Orders"): each order's total less the
 * published fee per order in basis points, rounded down to the satang as the
 * server charges it (orders/seller-moves.ts earlyReceiptFee).
 */
export function earlyReceiptFigures(totals: readonly string[], feePercent: number) {
  // The percent has at most two decimals (a system setting): basis points keep it an integer.
  const basisPoints = BigInt(Math.round(feePercent * 100));
  let fee = 0n;
  let total = 0n;
  for (const amount of totals) {
    const value = satang(amount);
    total += value;
    fee += (value * basisPoints) / 10_000n;
  }
  return { total: formatBaht(total), fee: formatBaht(fee), credited: formatBaht(total - fee) };
}
