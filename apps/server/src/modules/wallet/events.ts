import { TxEvents } from "../../lib/tx-events";

/** Who caused a movement: the seller, an operator (with id) or the system (a provider, a job). */
export type Actor = { kind: "seller" | "operator" | "system"; id: number | null };

/** A transfer that touched a seller's account (ledger.ts postTransfer). */
export type TransferPosted = {
  type: "transfer";
  sellerId: number;
  transferId: number;
  code: string;
  amount: bigint;
  availableAfter: bigint;
  actor: Actor;
  reason: string | null;
  at: Date;
  /** The order the money moved for, if one: its notification opens that order (DECISIONS "Orders"). */
  orderId?: number | null;
};

/** A recharge, withdrawal or security deposit decided or paid. */
export type WalletRequestEvent = (
  | { type: "recharge"; event: "approved" | "rejected" | "cancelled" }
  | { type: "withdraw"; event: "approved" | "rejected" }
  | { type: "deposit"; event: "paid" | "refunded" | "refundRejected" }
) & {
  sellerId: number;
  /** The recharge, withdrawal or refund request; the seller's id for a deposit payment. */
  id: number;
  amount: bigint;
  availableAfter: bigint;
  reason: string | null;
  /** The masked card a withdrawal is paid to. */
  card?: string;
  at: Date;
};

export type WalletEvent = TransferPosted | WalletRequestEvent;

/**
 * What the wallet records as it moves money, in the movement's transaction.
 * The wallet does not know who listens (the notifications module does, see
 * notifications/wallet-listener.ts, added in app.ts).
 */
export const walletEvents = new TxEvents<WalletEvent>();
