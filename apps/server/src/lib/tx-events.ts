import type { Transaction } from "../db/client";

export type TxListener<E> = (tx: Transaction, event: E) => Promise<unknown>;

/**
 * What a lower module records as having happened inside a transaction, for
 * the modules above it to act on in that same transaction (ARCHITECTURE.md
 * "Dependency direction"): the ledger records a transfer and knows nothing of
 * who listens; the notifications module listens and writes the notification,
 * so both commit or neither does. Listeners run in the order they were added,
 * awaited one after another on the one transaction handle. Adding the same
 * listener twice keeps one (apps built repeatedly in one process, as in tests).
 */
export class TxEvents<E> {
  readonly #listeners = new Set<TxListener<E>>();

  listen(listener: TxListener<E>): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async record(tx: Transaction, event: E): Promise<void> {
    for (const listener of this.#listeners) await listener(tx, event);
  }
}
