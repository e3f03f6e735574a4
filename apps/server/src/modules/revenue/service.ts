import type {
  Transaction,
  TransactionStatus,
  TransactionsPage,
  TransactionType,
} from "@seller/contract/transactions";
import type { Queryable } from "../../db/client";
import { startOfBangkokMonth } from "../../lib/bangkok-time";
import { orderLabels, profitCompletedSince } from "../orders/revenue-figures";
import { allTransactions, listTransactions, type WalletTransaction } from "../wallet/transactions-service";

type Filter = { type?: TransactionType | undefined; status?: TransactionStatus | undefined };

/** Each order row named by its order, with that order's stored profit beside its income. */
async function withOrders(
  db: Queryable,
  sellerId: number,
  items: WalletTransaction[],
): Promise<Transaction[]> {
  const labels = await orderLabels(
    db,
    sellerId,
    items.flatMap((item) => (item.order_id === null ? [] : [item.order_id])),
  );
  return items.map((item) => {
    const order = item.order_id === null ? undefined : labels.get(item.order_id);
    return { ...item, order_number: order?.orderNumber ?? null, order_profit: order?.profit ?? null };
  });
}

/**
 * The revenue record (spec "Revenue record screen"; DECISIONS "Wallet"): the
 * wallet's history, each order's movement named by its order, and the month's
 * banner, which is the realised profit of the orders completed this Bangkok
 * month: the same figure as completed orders and the sales report.
 */
export async function revenueRecord(
  db: Queryable,
  sellerId: number,
  query: Filter & { page: number; per_page: number },
  now = new Date(),
): Promise<TransactionsPage> {
  const [history, monthProfit] = await Promise.all([
    listTransactions(db, sellerId, query),
    profitCompletedSince(db, sellerId, startOfBangkokMonth(now)),
  ]);
  return {
    ...history,
    transactions: await withOrders(db, sellerId, history.transactions),
    month_profit: monthProfit,
  };
}

/** Every row of the revenue record that matches the filters, for its CSV. */
export async function revenueRows(db: Queryable, sellerId: number, filter: Filter): Promise<Transaction[]> {
  return withOrders(db, sellerId, await allTransactions(db, sellerId, filter));
}
