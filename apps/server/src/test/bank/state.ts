import type { Satang } from "@seller/contract/money";
import type { Send } from "./client";
import type { BankSeller } from "./fixture";

/** The periodic jobs of orders, each run at the instant given (the workload's clock). */
export type BankJobs = {
  expireUnpaidOrders(now: Date): Promise<number>;
  completeShippedOrders(now: Date): Promise<number>;
  refundUnshippedOrders(now: Date): Promise<number>;
  /** Provider payments past their expiry: cancelled with the provider, then expired (their owner ends too). */
  expireDuePayments(now: Date): Promise<number>;
  /** Stripe refunds whose call after commit failed, asked again. */
  sendUnsentProviderRefunds(): Promise<number>;
};

/** Stripe's node and Stripe itself: the payer pays the intent of a payment, and Stripe's signed webhook says so. */
export type StripeSide = {
  send: Send;
  /**
   * Marks the intent of the payment with this reference paid; answers the webhook delivery, or
   * nothing when the intent was cancelled first (the payment expired: its QR can no longer be paid).
   */
  pay(reference: string): { payload: string; signature: string } | undefined;
  /** Stripe's refunds still pending (the buyer's money on its way back). */
  pendingRefunds(): string[];
  /** Stripe finished this refund: answers the signed refund.updated delivery and the refund's id here. */
  settleRefund(id: string): { delivery: { payload: string; signature: string }; orderRefundId: number };
  /** A Stripe outage: refund creates answer 500 while down. */
  setRefundsDown(down: boolean): void;
};

/** A money move the server acknowledged (answered 2xx): the crash test finds each in the database. */
export type Acknowledged =
  | {
      kind:
        | "recharge"
        | "approve_recharge"
        | "reject_recharge"
        | "sandbox_recharge"
        | "sandbox_pay_recharge"
        | "stripe_recharge"
        | "stripe_pay_recharge";
      id: number;
    }
  | { kind: "withdraw" | "approve_withdrawal" | "reject_withdrawal"; id: number }
  | { kind: "request_deposit_refund" | "approve_deposit_refund" | "reject_deposit_refund"; id: number }
  | { kind: "pay_deposit"; id: number }
  /** An operator (or Stripe, by its signed event) sent a refund back to the buyer: the refund's id. */
  | { kind: "mark_refund_paid" | "stripe_refund_paid"; id: number }
  | {
      kind:
        | "place_order"
        | "pay_order"
        | "ship"
        | "bulk_ship"
        | "early_receipt"
        | "confirm_receipt"
        | "refund"
        | "cancel"
        | "seller_cancel"
        | "place_transfer_order"
        | "report_payment"
        | "confirm_payment"
        | "refuse_payment"
        | "dispatch"
        | "place_stripe_order"
        | "stripe_pay_order"
        | "stripe_refund";
      id: string;
    };

export type BankReport = {
  operations: number;
  acknowledged: Acknowledged[];
  refused: number;
  /** Answers of 500 and above. */
  serverErrors: string[];
  /** Calls that got no answer (the connection broke: the crash test kills the server). */
  unanswered: string[];
  elapsedMs: number;
  /** A periodic job's run counts ok when it acted on an order, refused when nothing was due. */
  byKind: Record<string, { ok: number; refused: number }>;
  /** How many orders each periodic job acted on in all. */
  jobOrders: Record<string, number>;
};

export type Order = {
  code: string;
  orderNumber: string;
  seller: BankSeller;
  /** What the buyer pays, for the operator who finds it on the bank statement. */
  total: Satang;
  /** Products in it (one or two). */
  lines: number;
  /** The supplier's courier and tracking are recorded: automatic completion counts from then. */
  dispatched?: boolean;
  /** Placed on the node whose payments go through Stripe: the seller's refund goes through that node too. */
  via?: Send | undefined;
};

/** Ids the workers pick from; only an acknowledged move changes them, so concurrent picks race. */
export class BankState {
  pendingRecharges: number[] = [];
  pendingWithdrawals: number[] = [];
  pendingDepositRefunds: number[] = [];
  unpaid: Order[] = [];
  paid: Order[] = [];
  shipped: Order[] = [];
  /** Orders placed on the node whose payments an operator confirms (manual provider), not yet reported paid. */
  awaitingTransfer: Order[] = [];
  /** The buyer said "I have paid": waiting for the operator's check of the bank statement. */
  reported: Order[] = [];
  /** Refunds acknowledged and not yet seen paid back: the operator's queue is read only when some may wait. */
  refundsToPay = 0;
  /** A seller refunded an order of two products (until then, one is picked when there is one). */
  twoLinesRefunded = false;
  /** Stripe refunds the seller made while Stripe was down: the job that sends them again has work. */
  unsentStripeRefunds = 0;
}

export const move = <T>(from: T[], item: T, to?: T[]) => {
  const at = from.indexOf(item);
  if (at >= 0) from.splice(at, 1);
  to?.push(item);
};

export type BankOptions = {
  operations: number;
  concurrency: number;
  seed: number;
  /** The order's row id by its code (the seller's calls take ids; buyers hold codes). */
  orderId: (order: { code: string; orderNumber: string; token: string }) => Promise<number>;
  /** What earlier runs left pending (the crash test's rounds share it). */
  state?: BankState;
  /** Stops sending once true (the server was killed). */
  stop?: () => boolean;
  /** The periodic jobs, run with the clock moved on (the suites run them in-process). */
  jobs?: BankJobs | undefined;
  /** A node on the same database whose buyers pay by bank transfer an operator confirms (manual provider). */
  transferSend?: Send | undefined;
  /** A node on the same database whose PromptPay goes through Stripe, and Stripe's part. */
  stripe?: StripeSide | undefined;
};
