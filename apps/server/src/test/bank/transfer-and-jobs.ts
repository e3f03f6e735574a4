import { SETTING_INTEGER_BOUNDS } from "@seller/contract/operator-settings";
import { dataOf, type Reply, type Request, type Send } from "./client";
import type { BankFixture, BankSeller } from "./fixture";
import {
  type BankOptions,
  type BankReport,
  type BankState,
  move,
  type Order,
  type StripeSide,
} from "./state";

type Move = [number | (() => number), () => Promise<void>];

/** What runBank lends the moves below. */
export type MoveContext = {
  call(kind: string, request: Request, via?: Send): Promise<Reply | undefined>;
  /** Answers how many orders the run acted on (0 when it failed). */
  job(kind: string, run: () => Promise<number>): Promise<number>;
  next(): number;
  pick<T>(list: T[]): T | undefined;
  state: BankState;
  report: BankReport;
  fixture: BankFixture;
  options: BankOptions;
  orderIdOf(order: Order): Promise<number>;
  basket(seller: BankSeller): { body: unknown; total: bigint; lines: number };
  baht(satang: bigint): string;
};

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Past the longest window an operator may set for each job (operator-settings), whatever this run's settings. */
const STEP_MS = {
  expire: SETTING_INTEGER_BOUNDS.paymentWindowMinutes.max * MINUTE_MS + MINUTE_MS,
  complete: SETTING_INTEGER_BOUNDS.autoCompleteDays.max * DAY_MS + MINUTE_MS,
  refund: SETTING_INTEGER_BOUNDS.autoRefundDays.max * DAY_MS + MINUTE_MS,
} as const;

/**
 * The money moves that need more than one node's API: orders paid by bank
 * transfer, which the buyer reports paid and an operator confirms against the
 * bank statement or refuses (DECISIONS "Payments", the manual provider), the
 * supplier's dispatch an operator records, and the periodic jobs (unpaid
 * orders expire, shipped ones complete, unshipped paid ones are refunded) on
 * a clock that only moves forward, each step past the job's longest window,
 * so every run finds every order then due and races the buyers and sellers
 * acting on the same orders.
 */
export function transferAndJobMoves(ctx: MoveContext): Move[] {
  const { call, job, pick, state, options } = ctx;
  const operator = ctx.fixture.operator;
  const moves: Move[] = [
    [
      4,
      async () => {
        // Supplier's dispatch: courier and tracking; automatic completion counts from here.
        const order = pick(state.shipped.filter((shipped) => !shipped.dispatched));
        if (!order) return;
        const reply = await call("dispatch", {
          method: "POST",
          url: `/api/admin/orders/${await ctx.orderIdOf(order)}/dispatch`,
          token: operator,
          body: { courier: "flash", tracking_number: `TH${order.orderNumber.replace(/\D/g, "")}` },
        });
        if (reply && reply.status < 300) {
          order.dispatched = true;
          ctx.report.acknowledged.push({ kind: "dispatch", id: order.code });
        }
      },
    ],
  ];
  const transferSend = options.transferSend;
  if (transferSend)
    moves.push(
      [
        3,
        async () => {
          const seller = pick(ctx.fixture.sellers) as BankSeller;
          const { body, total, lines } = ctx.basket(seller);
          const reply = await call(
            "place_transfer_order",
            { method: "POST", url: `/api/storefront/${seller.slug}/orders`, body },
            transferSend,
          );
          const placed = reply && dataOf<{ code: string; order_number: string }>(reply);
          if (!placed) return;
          state.awaitingTransfer.push({
            code: placed.code,
            orderNumber: placed.order_number,
            seller,
            total,
            lines,
          });
          ctx.report.acknowledged.push({ kind: "place_transfer_order", id: placed.code });
        },
      ],
      [
        3,
        async () => {
          // "I have paid": the order waits for the operators instead of expiring.
          const order = pick(state.awaitingTransfer);
          if (!order) return;
          const reply = await call(
            "report_payment",
            { method: "POST", url: `/api/storefront/orders/${order.code}/payment-reported` },
            transferSend,
          );
          if (reply && reply.status < 300) {
            move(state.awaitingTransfer, order, state.reported);
            ctx.report.acknowledged.push({ kind: "report_payment", id: order.code });
          }
        },
      ],
      [
        4,
        async () => {
          const order = pick(state.reported);
          if (!order) return;
          // Most are on the statement; refusals are likelier until one has happened.
          const confirm = ctx.next() < (ctx.report.byKind.refuse_payment?.ok ? 0.8 : 0.5);
          const kind = confirm ? "confirm_payment" : "refuse_payment";
          const reply = await call(kind, {
            method: "POST",
            url: `/api/admin/orders/${await ctx.orderIdOf(order)}/${confirm ? "confirm-payment" : "refuse-payment"}`,
            token: operator,
            body: confirm
              ? { amount: ctx.baht(order.total), reason: "Statement line found" }
              : { reason: "Not on the statement" },
          });
          if (reply && reply.status < 300) {
            move(state.reported, order, confirm ? state.paid : undefined);
            ctx.report.acknowledged.push({ kind, id: order.code });
          }
        },
      ],
    );
  const stripe = options.stripe;
  const outage = new Outage();
  if (stripe)
    moves.push([
      2,
      async () => {
        // A PromptPay top-up through Stripe: real money, withdrawable once Stripe's webhook says paid.
        const seller = pick(ctx.fixture.sellers) as BankSeller;
        const amount = String(5000 + Math.floor(ctx.next() * 10) * 500);
        const reply = await call(
          "stripe_recharge",
          {
            method: "POST",
            url: "/api/sellers/wallet/recharge",
            token: seller.token,
            body: { amount, method: "promptpay" },
          },
          stripe.send,
        );
        const recharge =
          reply && dataOf<{ recharge: { id: number; payment: { reference: string } } }>(reply)?.recharge;
        if (!recharge) return;
        ctx.report.acknowledged.push({ kind: "stripe_recharge", id: recharge.id });
        // Nothing to pay when the expiry job cancelled the intent first.
        const delivery = stripe.pay(recharge.payment.reference);
        if (!delivery) return;
        const paid = await call(
          "stripe_pay_recharge",
          {
            method: "POST",
            url: "/api/payments/webhook/stripe",
            headers: { "stripe-signature": delivery.signature },
            // The signature is over these bytes: the payload parsed and written again is the same text.
            body: JSON.parse(delivery.payload),
          },
          stripe.send,
        );
        if (paid && paid.status < 300)
          ctx.report.acknowledged.push({ kind: "stripe_pay_recharge", id: recharge.id });
      },
    ]);
  if (stripe) moves.push(...stripeOrderMoves(ctx, stripe, outage));
  const jobs = options.jobs;
  if (jobs) {
    let clock = Date.now();
    const tick = (step: number) => {
      clock = Math.max(clock, Date.now()) + step;
      return new Date(clock);
    };
    /**
     * A job is run about as often as a rare move until it has acted on an order, then seldom:
     * each run takes every order due, which the buyers and sellers are racing for too.
     */
    const jobWeight = (kind: string) => () => (ctx.report.byKind[kind]?.ok ? 1 : 6);
    /** Orders a job had due are no longer the workers' to pick, whichever way their race went. */
    const settle = (pool: Order[], due: Order[]) => {
      for (const order of due) move(pool, order);
    };
    moves.push(
      [
        jobWeight("expire_unpaid_orders"),
        async () => {
          const due = [...state.unpaid];
          const dueTransfers = [...state.awaitingTransfer];
          // As every move, a run with nothing to act on is not sent.
          if (due.length + dueTransfers.length === 0) return;
          await job("expire_unpaid_orders", () => jobs.expireUnpaidOrders(tick(STEP_MS.expire)));
          settle(state.unpaid, due);
          settle(state.awaitingTransfer, dueTransfers);
        },
      ],
      [
        jobWeight("complete_shipped_orders"),
        async () => {
          const due = state.shipped.filter((order) => order.dispatched);
          if (due.length === 0) return;
          await job("complete_shipped_orders", () => jobs.completeShippedOrders(tick(STEP_MS.complete)));
          settle(state.shipped, due);
        },
      ],
      [
        jobWeight("refund_unshipped_orders"),
        async () => {
          const due = [...state.paid];
          if (due.length === 0) return;
          // Its Stripe refunds are asked at once: not while this run plays a Stripe outage.
          const refunded = await outage.outside(() =>
            job("refund_unshipped_orders", () => jobs.refundUnshippedOrders(tick(STEP_MS.refund))),
          );
          settle(state.paid, due);
          // Each refund waits in the operators' queue (or for Stripe) to be paid back.
          state.refundsToPay += refunded;
        },
      ],
      [
        jobWeight("expire_due_payments"),
        async () => {
          // Every unpaid order's payment, and a top-up's not yet paid, is due on the clock moved on.
          const due = [...state.unpaid];
          if (due.length === 0) return;
          await job("expire_due_payments", () => jobs.expireDuePayments(tick(STEP_MS.expire)));
          settle(state.unpaid, due);
        },
      ],
      [
        jobWeight("send_provider_refunds"),
        async () => {
          if (state.unsentStripeRefunds === 0) return;
          state.unsentStripeRefunds = 0;
          await outage.outside(() => job("send_provider_refunds", () => jobs.sendUnsentProviderRefunds()));
        },
      ],
    );
  }
  return moves;
}

/**
 * A Stripe outage the workload plays around one seller's refund; the jobs
 * that call Stripe's refunds wait for it to end, as they would retry after it.
 */
class Outage {
  private down = false;
  private ended: Promise<void> = Promise.resolve();
  private running = 0;
  private idle: Promise<void> = Promise.resolve();
  private wake: () => void = () => {};

  /** Runs `work` with Stripe's refunds down, once no job is asking Stripe and no other outage runs. */
  async during<T>(stripe: StripeSide, work: () => Promise<T>): Promise<T> {
    while (this.down) await this.ended;
    this.down = true;
    let end = () => {};
    this.ended = new Promise((resolve) => {
      end = resolve;
    });
    try {
      while (this.running > 0) await this.idle;
      stripe.setRefundsDown(true);
      return await work();
    } finally {
      stripe.setRefundsDown(false);
      this.down = false;
      end();
    }
  }

  /** Runs `work` (a job asking Stripe for refunds) while Stripe is up. */
  async outside<T>(work: () => Promise<T>): Promise<T> {
    while (this.down) await this.ended;
    if (this.running === 0)
      this.idle = new Promise((resolve) => {
        this.wake = resolve;
      });
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      if (this.running === 0) this.wake();
    }
  }
}

/**
 * Buyers' orders on the Stripe node, paid by Stripe's signed webhook; sellers'
 * refunds of them through that node (some while Stripe is down, sent again by
 * the job), and Stripe's word that a refund reached the buyer.
 */
function stripeOrderMoves(ctx: MoveContext, stripe: StripeSide, outage: Outage): Move[] {
  const { call, pick, state } = ctx;
  const rare = (kind: string, weight: number) => () => (ctx.report.byKind[kind]?.ok ? weight : 6);
  return [
    [
      rare("stripe_pay_order", 3),
      async () => {
        const seller = pick(ctx.fixture.sellers) as BankSeller;
        const { body, total, lines } = ctx.basket(seller);
        const reply = await call(
          "place_stripe_order",
          { method: "POST", url: `/api/storefront/${seller.slug}/orders`, body },
          stripe.send,
        );
        const placed = reply && dataOf<{ code: string; order_number: string }>(reply);
        if (!placed) return;
        const order: Order = {
          code: placed.code,
          orderNumber: placed.order_number,
          seller,
          total,
          lines,
          via: stripe.send,
        };
        ctx.report.acknowledged.push({ kind: "place_stripe_order", id: order.code });
        // The buyer scans the QR at once; the expiry job may have cancelled the intent first.
        const delivery = stripe.pay(order.orderNumber);
        if (!delivery) return;
        const paid = await call(
          "stripe_pay_order",
          {
            method: "POST",
            url: "/api/payments/webhook/stripe",
            headers: { "stripe-signature": delivery.signature },
            body: JSON.parse(delivery.payload),
          },
          stripe.send,
        );
        if (paid && paid.status < 300) {
          state.paid.push(order);
          ctx.report.acknowledged.push({ kind: "stripe_pay_order", id: order.code });
        }
      },
    ],
    [
      rare("stripe_refund", 2),
      async () => {
        const order = pick(state.paid.filter((paid) => paid.via === stripe.send));
        if (!order) return;
        const refund = () =>
          ctx.orderIdOf(order).then((id) =>
            call(
              "stripe_refund",
              {
                method: "POST",
                url: `/api/sellers/orders/${id}/refund`,
                token: order.seller.token,
                body: { reason: "Out of stock" },
              },
              stripe.send,
            ),
          );
        // Stripe is down for some refunds (every one until the job has sent one): the refund still stands.
        const down = !ctx.report.byKind.send_provider_refunds?.ok || ctx.next() < 0.1;
        const reply = await (down ? outage.during(stripe, refund) : refund());
        if (reply && reply.status < 300) {
          move(state.paid, order);
          if (down) state.unsentStripeRefunds += 1;
          ctx.report.acknowledged.push({ kind: "stripe_refund", id: order.code });
        }
      },
    ],
    [
      rare("stripe_refund_paid", 2),
      async () => {
        // Stripe finished a refund: its signed event pays it back (refunds payable -> bank).
        const id = pick(stripe.pendingRefunds());
        if (!id) return;
        const { delivery, orderRefundId } = stripe.settleRefund(id);
        const reply = await call(
          "stripe_refund_paid",
          {
            method: "POST",
            url: "/api/payments/webhook/stripe",
            headers: { "stripe-signature": delivery.signature },
            body: JSON.parse(delivery.payload),
          },
          stripe.send,
        );
        if (reply && reply.status < 300)
          ctx.report.acknowledged.push({ kind: "stripe_refund_paid", id: orderRefundId });
      },
    ],
  ];
}
