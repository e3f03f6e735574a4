import { formatBaht, parseBaht, type Satang } from "@seller/contract/money";
import { earlyReceiptFee } from "@seller/contract/seller-orders";

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
 * server charges it (the contract's earlyReceiptFee).
 */
export function earlyReceiptFigures(totals: readonly string[], feePercent: number) {
  let fee = 0n;
  let total = 0n;
  for (const amount of totals) {
    const value = satang(amount);
    total += value;
    fee += earlyReceiptFee(value, feePercent);
  }
  return { total: formatBaht(total), fee: formatBaht(fee), credited: formatBaht(total - fee) };
}
