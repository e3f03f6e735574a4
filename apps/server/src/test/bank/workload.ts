import { checkout } from "../store";
import { WITHDRAW_PASSWORD } from "../wallet";
import { dataOf, type Reply, type Request, type Send } from "./client";
import type { BankFixture, BankSeller } from "./fixture";

/** A money move the server acknowledged (answered 2xx): the crash test finds each in the database. */
export type Acknowledged =
  | {
      kind: "recharge" | "approve_recharge" | "reject_recharge" | "sandbox_recharge" | "sandbox_pay_recharge";
      id: number;
    }
  | { kind: "withdraw" | "approve_withdrawal" | "reject_withdrawal"; id: number }
  | { kind: "request_deposit_refund" | "approve_deposit_refund" | "reject_deposit_refund"; id: number }
  | { kind: "pay_deposit"; id: number }
  /** An operator sent a refund back to the buyer: the refund's id. */
  | { kind: "mark_refund_paid"; id: number }
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
        | "seller_cancel";
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
  byKind: Record<string, { ok: number; refused: number }>;
};

type Order = { code: string; orderNumber: string; seller: BankSeller };

/** Ids the workers pick from; only an acknowledged move changes them, so concurrent picks race. */
export class BankState {
  pendingRecharges: number[] = [];
  pendingWithdrawals: number[] = [];
  pendingDepositRefunds: number[] = [];
  unpaid: Order[] = [];
  paid: Order[] = [];
  shipped: Order[] = [];
  /** Refunds acknowledged and not yet seen paid back: the operator's queue is read only when some may wait. */
  refundsToPay = 0;
}

/** mulberry32: the same seed, the same run (as far as concurrency lets it). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const move = <T>(from: T[], item: T, to?: T[]) => {
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
};

/**
 * Jepsen's bank test for this ledger: workers send random money moves at once
 * (top-ups, their approval and rejection, withdrawals, payouts and
 * rejections, deposit payments and refunds, buyers' orders and payments,
 * ships, early receipts, buyers' receipts, refunds, cancellations), racing on
 * the same rows. Answers are recorded; checks run afterwards (checks.ts).
 */
export async function runBank(send: Send, fixture: BankFixture, options: BankOptions): Promise<BankReport> {
  const next = random(options.seed);
  const pick = <T>(list: T[]): T | undefined => list[Math.floor(next() * list.length)];
  const state = options.state ?? new BankState();
  const report: BankReport = {
    operations: 0,
    acknowledged: [],
    refused: 0,
    serverErrors: [],
    unanswered: [],
    elapsedMs: 0,
    byKind: {},
  };
  const operator = fixture.operator;
  const depositSellers = fixture.depositSellers ?? fixture.sellers;

  async function call(kind: string, request: Request): Promise<Reply | undefined> {
    report.operations += 1;
    const tally = report.byKind[kind] ?? { ok: 0, refused: 0 };
    report.byKind[kind] = tally;
    let reply: Reply;
    try {
      reply = await send(request);
    } catch (error) {
      report.unanswered.push(`${kind} ${request.url}: ${String(error)}`);
      return undefined;
    }
    if (reply.status >= 500)
      report.serverErrors.push(`${kind} ${request.url}: ${reply.status} ${reply.body}`);
    if (reply.status < 300) tally.ok += 1;
    else {
      tally.refused += 1;
      report.refused += 1;
    }
    return reply;
  }
  const orderIdOf = (order: Order) =>
    options.orderId({ code: order.code, orderNumber: order.orderNumber, token: order.seller.token });
  const orderUrl = async (order: Order, action: string) =>
    `/api/sellers/orders/${await orderIdOf(order)}/${action}`;

  /** One random move. Weights favour the order flow, where most money moves. */
  const moves: [number, () => Promise<void>][] = [
    [
      6,
      async () => {
        const seller = pick(fixture.sellers) as BankSeller;
        const amount = String(5000 + Math.floor(next() * 20) * 500);
        const reply = await call("recharge", {
          method: "POST",
          url: "/api/sellers/wallet/recharge",
          token: seller.token,
          body: { amount, method: "bank_transfer" },
        });
        const id = reply && dataOf<{ recharge: { id: number } }>(reply)?.recharge.id;
        if (id) {
          state.pendingRecharges.push(id);
          report.acknowledged.push({ kind: "recharge", id });
        }
      },
    ],
    [
      5,
      async () => {
        const id = pick(state.pendingRecharges);
        if (!id) return;
        const approve = next() < 0.75;
        const kind = approve ? "approve_recharge" : "reject_recharge";
        const reply = await call(kind, {
          method: "POST",
          url: `/api/admin/recharges/${id}/${approve ? "approve" : "reject"}`,
          token: operator,
          body: approve ? {} : { reason: "Not on the statement" },
        });
        if (reply && reply.status < 300) {
          move(state.pendingRecharges, id);
          report.acknowledged.push({ kind, id });
        }
      },
    ],
    [
      3,
      async () => {
        // A PromptPay top-up the demo's sandbox pays: money marked sandbox, never withdrawable.
        const seller = pick(fixture.sellers) as BankSeller;
        const amount = String(5000 + Math.floor(next() * 10) * 500);
        const reply = await call("sandbox_recharge", {
          method: "POST",
          url: "/api/sellers/wallet/recharge",
          token: seller.token,
          body: { amount, method: "promptpay" },
        });
        const id = reply && dataOf<{ recharge: { id: number } }>(reply)?.recharge.id;
        if (!id) return;
        report.acknowledged.push({ kind: "sandbox_recharge", id });
        const paid = await call("sandbox_pay_recharge", {
          method: "POST",
          url: `/api/sellers/wallet/recharges/${id}/sandbox/paid`,
          token: seller.token,
        });
        if (paid && paid.status < 300) report.acknowledged.push({ kind: "sandbox_pay_recharge", id });
      },
    ],
    [
      6,
      async () => {
        const seller = pick(fixture.sellers) as BankSeller;
        const amount = String(5000 + Math.floor(next() * 10) * 1000);
        const reply = await call("withdraw", {
          method: "POST",
          url: "/api/sellers/wallet/withdraw",
          token: seller.token,
          body: { amount, withdraw_password: WITHDRAW_PASSWORD },
        });
        const id = reply && dataOf<{ withdrawal: { id: number } }>(reply)?.withdrawal.id;
        if (id) {
          state.pendingWithdrawals.push(id);
          report.acknowledged.push({ kind: "withdraw", id });
        }
      },
    ],
    [
      5,
      async () => {
        const id = pick(state.pendingWithdrawals);
        if (!id) return;
        const approve = next() < 0.7;
        const kind = approve ? "approve_withdrawal" : "reject_withdrawal";
        const reply = await call(kind, {
          method: "POST",
          url: `/api/admin/withdrawals/${id}/${approve ? "approve" : "reject"}`,
          token: operator,
          body: approve ? {} : { reason: "Card closed" },
        });
        if (reply && reply.status < 300) {
          move(state.pendingWithdrawals, id);
          report.acknowledged.push({ kind, id });
        }
      },
    ],
    [
      2,
      async () => {
        const seller = pick(depositSellers) as BankSeller;
        const reply = await call("request_deposit_refund", {
          method: "POST",
          url: "/api/sellers/deposit/refund",
          token: seller.token,
        });
        const id = reply && dataOf<{ refund: { id: number } }>(reply)?.refund.id;
        if (id) {
          state.pendingDepositRefunds.push(id);
          report.acknowledged.push({ kind: "request_deposit_refund", id });
        }
      },
    ],
    [
      3,
      async () => {
        const id = pick(state.pendingDepositRefunds);
        if (!id) return;
        const approve = next() < 0.5;
        const kind = approve ? "approve_deposit_refund" : "reject_deposit_refund";
        const reply = await call(kind, {
          method: "POST",
          url: `/api/admin/deposit-refunds/${id}/${approve ? "approve" : "reject"}`,
          token: operator,
          body: approve ? {} : { reason: "Orders still open" },
        });
        if (reply && reply.status < 300) {
          move(state.pendingDepositRefunds, id);
          report.acknowledged.push({ kind, id });
        }
      },
    ],
    [
      2,
      async () => {
        const seller = pick(depositSellers) as BankSeller;
        const reply = await call("pay_deposit", {
          method: "POST",
          url: "/api/sellers/deposit",
          token: seller.token,
        });
        if (reply && reply.status < 300)
          report.acknowledged.push({ kind: "pay_deposit", id: seller.sellerId });
      },
    ],
    [
      9,
      async () => {
        const seller = pick(fixture.sellers) as BankSeller;
        const quantity = 1 + Math.floor(next() * 3);
        const reply = await call("place_order", {
          method: "POST",
          url: `/api/storefront/${seller.slug}/orders`,
          body: checkout([{ product_id: seller.productId, quantity }]),
        });
        const placed = reply && dataOf<{ code: string; order_number: string }>(reply);
        const code = placed?.code;
        if (placed && code) {
          state.unpaid.push({ code, orderNumber: placed.order_number, seller });
          report.acknowledged.push({ kind: "place_order", id: code });
        }
      },
    ],
    [
      8,
      async () => {
        const order = pick(state.unpaid);
        if (!order) return;
        const reply = await call("pay_order", {
          method: "POST",
          url: `/api/storefront/orders/${order.code}/sandbox-pay`,
          body: { outcome: "paid" },
        });
        if (reply && reply.status < 300) {
          move(state.unpaid, order, state.paid);
          report.acknowledged.push({ kind: "pay_order", id: order.code });
        }
      },
    ],
    [
      1,
      async () => {
        const order = pick(state.unpaid);
        if (!order) return;
        const reply = await call("cancel", {
          method: "POST",
          url: `/api/storefront/orders/${order.code}/cancel`,
          body: {},
        });
        if (reply && reply.status < 300) {
          move(state.unpaid, order);
          report.acknowledged.push({ kind: "cancel", id: order.code });
        }
      },
    ],
    [
      7,
      async () => {
        const order = pick(state.paid);
        if (!order) return;
        const reply = await call("ship", {
          method: "POST",
          url: await orderUrl(order, "ship"),
          token: order.seller.token,
          body: {},
        });
        if (reply && reply.status < 300) {
          move(state.paid, order, state.shipped);
          report.acknowledged.push({ kind: "ship", id: order.code });
        }
      },
    ],
    [
      2,
      async () => {
        // A batch ship: up to three of one seller's paid orders, the supplier costs in one set-based posting.
        const first = pick(state.paid);
        if (!first) return;
        const batch = state.paid.filter((order) => order.seller === first.seller).slice(0, 3);
        const reply = await call("bulk_ship", {
          method: "POST",
          url: "/api/sellers/orders/bulk-ship",
          token: first.seller.token,
          body: { order_ids: await Promise.all(batch.map(orderIdOf)) },
        });
        if (reply && reply.status < 300)
          for (const order of batch) {
            move(state.paid, order, state.shipped);
            report.acknowledged.push({ kind: "bulk_ship", id: order.code });
          }
      },
    ],
    [
      1,
      async () => {
        const order = pick(state.unpaid);
        if (!order) return;
        const reply = await call("seller_cancel", {
          method: "POST",
          url: await orderUrl(order, "cancel"),
          token: order.seller.token,
          body: { reason: "Buyer asked" },
        });
        if (reply && reply.status < 300) {
          move(state.unpaid, order);
          report.acknowledged.push({ kind: "seller_cancel", id: order.code });
        }
      },
    ],
    [
      2,
      async () => {
        const order = pick(state.paid);
        if (!order) return;
        const reply = await call("refund", {
          method: "POST",
          url: await orderUrl(order, "refund"),
          token: order.seller.token,
          body: { reason: "Out of stock" },
        });
        if (reply && reply.status < 300) {
          move(state.paid, order);
          state.refundsToPay += 1;
          report.acknowledged.push({ kind: "refund", id: order.code });
        }
      },
    ],
    [
      2,
      async () => {
        // The operator sends a refund back by PromptPay and marks it paid (refunds payable -> bank).
        if (state.refundsToPay === 0) return;
        const queue = await send({ method: "GET", url: "/api/admin/order-refunds", token: operator });
        const refunds = dataOf<{ items: { id: number; can_mark_paid: boolean }[] }>(queue)?.items ?? [];
        const refund = pick(refunds.filter((item) => item.can_mark_paid));
        if (!refund) return;
        const reply = await call("mark_refund_paid", {
          method: "POST",
          url: `/api/admin/order-refunds/${refund.id}/mark-paid`,
          token: operator,
          body: { reference: `PP${refund.id}` },
        });
        if (reply && reply.status < 300) {
          state.refundsToPay -= 1;
          report.acknowledged.push({ kind: "mark_refund_paid", id: refund.id });
        }
      },
    ],
    [
      3,
      async () => {
        const order = pick(state.shipped);
        if (!order) return;
        const reply = await call("early_receipt", {
          method: "POST",
          url: "/api/sellers/orders/bulk-early-profit",
          token: order.seller.token,
          body: { order_ids: [await orderIdOf(order)] },
        });
        if (reply && reply.status < 300) {
          move(state.shipped, order);
          report.acknowledged.push({ kind: "early_receipt", id: order.code });
        }
      },
    ],
    [
      3,
      async () => {
        const order = pick(state.shipped);
        if (!order) return;
        const reply = await call("confirm_receipt", {
          method: "POST",
          url: `/api/storefront/orders/${order.code}/confirm-receipt`,
        });
        if (reply && reply.status < 300) {
          move(state.shipped, order);
          report.acknowledged.push({ kind: "confirm_receipt", id: order.code });
        }
      },
    ],
  ];
  const totalWeight = moves.reduce((sum, [weight]) => sum + weight, 0);
  const randomMove = () => {
    let roll = next() * totalWeight;
    for (const [weight, run] of moves) {
      roll -= weight;
      if (roll < 0) return run;
    }
    return moves[0]?.[1] as () => Promise<void>;
  };

  const started = performance.now();
  const worker = async () => {
    // A move with nothing to act on yet (no pending top-up) sends nothing and does not count.
    while (report.operations < options.operations && !options.stop?.()) {
      try {
        await randomMove()();
      } catch (error) {
        // Looking up an order's id can fail too when the server is gone.
        report.unanswered.push(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  report.elapsedMs = performance.now() - started;
  return report;
}

/** Each seller's balances as their profile screen shows them. */
export async function shownBalances(send: Send, fixture: BankFixture) {
  const shown = [];
  for (const seller of [...fixture.sellers, ...(fixture.depositSellers ?? [])]) {
    const reply = await send({ method: "GET", url: "/api/sellers/profile", token: seller.token });
    const data = dataOf<{ available_balance: string; freeze_amount: string; deposit_amount: string }>(reply);
    if (!data) throw new Error(`profile failed: ${reply.body}`);
    shown.push({
      sellerId: seller.sellerId,
      available: data.available_balance,
      frozen: data.freeze_amount,
      deposit: data.deposit_amount,
    });
  }
  return shown;
}
