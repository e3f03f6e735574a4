import { formatBaht, type Satang } from "@seller/contract/money";
import { checkout } from "../store";
import { WITHDRAW_PASSWORD } from "../wallet";
import { dataOf, type Reply, type Request, type Send } from "./client";
import { BANK_UNIT_PRICES, type BankFixture, type BankSeller } from "./fixture";
import { type BankOptions, type BankReport, BankState, move, type Order } from "./state";
import { transferAndJobMoves } from "./transfer-and-jobs";

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

/**
 * Jepsen's bank test for this ledger: workers send random money moves at once
 * (top-ups, their approval and rejection, withdrawals, payouts and
 * rejections, deposit payments and refunds, buyers' orders of one or two
 * products and their payments, ships, early receipts, buyers' receipts,
 * refunds, cancellations; with the options, bank transfers an operator
 * confirms or refuses and the periodic jobs on a clock moved on), racing on
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
    jobOrders: {},
  };
  const operator = fixture.operator;
  const depositSellers = fixture.depositSellers ?? fixture.sellers;

  const tallyOf = (kind: string) => {
    const tally = report.byKind[kind] ?? { ok: 0, refused: 0 };
    report.byKind[kind] = tally;
    return tally;
  };
  async function call(kind: string, request: Request, via: Send = send): Promise<Reply | undefined> {
    report.operations += 1;
    const tally = tallyOf(kind);
    let reply: Reply;
    try {
      reply = await via(request);
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
  /** A periodic job's run; a throw is a failure of the server's own, as a 500 is. */
  async function job(kind: string, run: () => Promise<number>): Promise<number> {
    report.operations += 1;
    const tally = tallyOf(kind);
    try {
      const acted = await run();
      report.jobOrders[kind] = (report.jobOrders[kind] ?? 0) + acted;
      if (acted > 0) tally.ok += 1;
      else tally.refused += 1;
      return acted;
    } catch (error) {
      report.serverErrors.push(`${kind}: ${String(error)}`);
      return 0;
    }
  }
  /** A buyer's checkout: one product, or (a third of the time) both of the store's. */
  const basket = (seller: BankSeller) => {
    const first = 1 + Math.floor(next() * 3);
    const second = next() < 1 / 3 ? 1 + Math.floor(next() * 2) : 0;
    const items = [{ product_id: seller.productId, quantity: first }];
    if (second > 0) items.push({ product_id: seller.secondProductId, quantity: second });
    const total = (BigInt(first) * BANK_UNIT_PRICES.first +
      BigInt(second) * BANK_UNIT_PRICES.second) as Satang;
    return { body: checkout(items), total, lines: items.length };
  };

  /** One random move. Weights favour the order flow, where most money moves. */
  const moves: [number | (() => number), () => Promise<void>][] = [
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
        const { body, total, lines } = basket(seller);
        const reply = await call("place_order", {
          method: "POST",
          url: `/api/storefront/${seller.slug}/orders`,
          body,
        });
        const placed = reply && dataOf<{ code: string; order_number: string }>(reply);
        const code = placed?.code;
        if (placed && code) {
          state.unpaid.push({ code, orderNumber: placed.order_number, seller, total, lines });
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
      // The expiry jobs take unpaid orders too: likelier until it has happened once.
      () => (report.byKind.cancel?.ok ? 1 : 4),
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
      // The expiry jobs take unpaid orders too: likelier until it has happened once.
      () => (report.byKind.seller_cancel?.ok ? 1 : 4),
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
        const twoLines = state.twoLinesRefunded ? [] : state.paid.filter((paid) => paid.lines > 1);
        const order = pick(twoLines.length > 0 ? twoLines : state.paid);
        if (!order) return;
        const reply = await call(
          "refund",
          {
            method: "POST",
            url: await orderUrl(order, "refund"),
            token: order.seller.token,
            body: { reason: "Out of stock" },
          },
          // A Stripe order's refund is sent to Stripe by the node that has it.
          order.via,
        );
        if (reply && reply.status < 300) {
          move(state.paid, order);
          state.refundsToPay += 1;
          if (order.lines > 1) state.twoLinesRefunded = true;
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
          body: { reference: `PP-TRANSFER-${refund.id}` },
        });
        if (reply && reply.status < 300) {
          state.refundsToPay -= 1;
          report.acknowledged.push({ kind: "mark_refund_paid", id: refund.id });
        }
      },
    ],
    [
      () => (report.byKind.status_move?.ok ? 1 : 4),
      async () => {
        // The order screen's status change (one order, or a batch): each target by its own move's rule.
        const targets = [
          { status: "cancelled", pool: state.unpaid, to: undefined, kind: "seller_cancel" },
          { status: "pending_delivery", pool: state.paid, to: state.shipped, kind: "bulk_ship" },
          { status: "refunded", pool: state.paid, to: undefined, kind: "refund" },
          { status: "completed", pool: state.shipped, to: undefined, kind: "early_receipt" },
        ] as const;
        const target = targets[Math.floor(next() * targets.length)] as (typeof targets)[number];
        // A Stripe order stays with its own node's refund (a status move sends no provider refund).
        const first = pick(target.pool.filter((order) => !order.via));
        if (!first) return;
        const batch = next() < 0.5;
        const orders = batch
          ? target.pool.filter((order) => order.seller === first.seller && !order.via).slice(0, 2)
          : [first];
        const ids = await Promise.all(orders.map(orderIdOf));
        const note = "Buyer asked";
        const reply = await call(
          "status_move",
          batch
            ? {
                method: "POST",
                url: "/api/sellers/orders/batch-update-status",
                token: first.seller.token,
                body: { order_ids: ids, status: target.status, note },
              }
            : {
                method: "PUT",
                url: await orderUrl(first, "status"),
                token: first.seller.token,
                body: { status: target.status, note },
              },
        );
        if (reply && reply.status < 300)
          for (const order of orders) {
            move(target.pool, order, target.to);
            if (target.status === "refunded") state.refundsToPay += 1;
            report.acknowledged.push({ kind: target.kind, id: order.code });
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
    ...transferAndJobMoves({
      call,
      job,
      next,
      pick,
      state,
      report,
      fixture,
      options,
      orderIdOf,
      basket,
      baht: formatBaht,
    }),
  ];
  // A weight may change in the run: a rare move is made likelier until it has happened once.
  const weightOf = (weight: number | (() => number)) => (typeof weight === "number" ? weight : weight());
  const randomMove = () => {
    const totalWeight = moves.reduce((sum, [weight]) => sum + weightOf(weight), 0);
    let roll = next() * totalWeight;
    for (const [weight, run] of moves) {
      roll -= weightOf(weight);
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
