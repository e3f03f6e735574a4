import type { SellerNotification } from "@seller/contract/notifications";
import type { Database, Transaction } from "../db/client";

/** A notification written in a transaction, with whose room it goes to. */
export type Written = { sellerId: number; notification: SellerNotification };
/** Sends committed notifications to the sellers' sockets (plugins/realtime.ts). */
export type Publish = (written: Written[]) => void;

/**
 * The per-transaction outbox (ARCHITECTURE.md "Real time": written in the
 * transaction of their event, emitted after commit). notify() adds to the list
 * of the transaction handle it was given; whoever opened the transaction takes
 * the list once it has committed. A rolled-back transaction's list is dropped
 * with its handle, so a socket never hears of a notification that does not exist.
 */
const outboxes = new WeakMap<Transaction, Written[]>();

export function hold(tx: Transaction, written: Written): void {
  const list = outboxes.get(tx);
  if (list) list.push(written);
  else outboxes.set(tx, [written]);
}

export function takeHeld(tx: Transaction): Written[] {
  const list = outboxes.get(tx) ?? [];
  outboxes.delete(tx);
  return list;
}

/** db.transaction(work), then, only if it committed, publish what it wrote. */
export async function transactionThenPublish<T>(
  db: Database,
  publish: Publish | undefined,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  let handle: Transaction | undefined;
  const result = await db.transaction((tx) => {
    handle = tx;
    return work(tx);
  });
  if (handle) {
    const written = takeHeld(handle);
    if (written.length > 0) publish?.(written);
  }
  return result;
}
