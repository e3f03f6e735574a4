import { earlyReceiptFee } from "@seller/contract/seller-orders";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { verifyLedger } from "../../modules/wallet/verify-ledger";
import type { Acknowledged } from "./state";

export type Check = { name: string; breaches: string[] };

async function rows<T>(db: Queryable, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Each order's transfers, by code, against what its state says has happened
 * (DECISIONS "Orders"): unpaid or cancelled, nothing; paid, the buyer's
 * payment in escrow; shipped, also the supplier cost from the seller; completed,
 * also the whole payment out of escrow (to the seller, the fee to fees);
 * refunded, the payment into refunds payable, and out to the bank once the
 * refund is marked paid (DECISIONS "Payments"). Amounts are the order's stored ones.
 * An early receipt charged the fee the setting says, and its own transfer
 * carried it from escrow to the fees account.
 */
async function ordersMatchTheirState(db: Queryable, earlyReceiptFeePercent: number): Promise<string[]> {
  const found = await rows<{
    order_number: string;
    status: string;
    items_total: string;
    supplier_cost: string;
    fee: string;
    profit: string;
    paid: string;
    payment: string;
    profit_moved: string;
    refunded: string;
    refund_paid: string;
    refund_state: string | null;
    to_seller: string;
    to_fees: string;
    completed_by: string | null;
  }>(
    db,
    sql`select o.order_number, o.status, o.completed_by, o.items_total::text, o.supplier_cost::text, o.early_receipt_fee::text as fee,
          o.profit::text,
          coalesce(sum(t.amount) filter (where t.code = 'order_paid'), 0)::text as paid,
          coalesce(sum(t.amount) filter (where t.code = 'order_payment'), 0)::text as payment,
          coalesce(sum(t.amount) filter (where t.code = 'order_profit'), 0)::text as profit_moved,
          coalesce(sum(t.amount) filter (where t.code = 'order_refund'), 0)::text as refunded,
          coalesce(sum(t.amount) filter (where t.code = 'refund_paid'), 0)::text as refund_paid,
          (select r.state from order_refunds r where r.order_id = o.id) as refund_state,
          coalesce(sum(t.amount) filter (where t.code = 'order_profit' and a.seller_id = o.seller_id), 0)::text as to_seller,
          coalesce(sum(t.amount) filter (where t.code = 'order_profit' and a.seller_id is null and a.kind = 'fees'), 0)::text as to_fees
        from orders o
        left join transfers t on t.reference_type = 'order' and t.reference_id = o.id
        left join accounts a on a.id = t.credit_account_id
        group by o.id`,
  );
  const breaches: string[] = [];
  for (const o of found) {
    const total = BigInt(o.items_total);
    const cost = BigInt(o.supplier_cost);
    const fee = BigInt(o.fee);
    const expected: Record<string, [bigint, bigint, bigint, bigint]> = {
      pending_payment: [0n, 0n, 0n, 0n],
      cancelled: [0n, 0n, 0n, 0n],
      pending_shipment: [total, 0n, 0n, 0n],
      pending_delivery: [total, cost, 0n, 0n],
      completed: [total, cost, total, 0n],
      refunded: [total, 0n, 0n, total],
    };
    const want = expected[o.status];
    const got = [BigInt(o.paid), BigInt(o.payment), BigInt(o.profit_moved), BigInt(o.refunded)];
    if (!want) breaches.push(`${o.order_number}: unknown state ${o.status}`);
    else if (want.some((value, i) => value !== got[i]))
      breaches.push(
        `${o.order_number} ${o.status}: paid/payment/profit/refund ${got.join("/")}, expected ${want.join("/")}`,
      );
    // A refund is owed to the buyer until an operator (or the provider) pays it back: then, and only then, refunds payable -> bank.
    const paidBack = o.refund_state === "paid" ? total : 0n;
    if (o.status === "refunded" && o.refund_state === null)
      breaches.push(`${o.order_number} refunded: no refund recorded`);
    if (BigInt(o.refund_paid) !== (o.status === "refunded" ? paidBack : 0n))
      breaches.push(
        `${o.order_number} ${o.status} (refund ${o.refund_state ?? "none"}): paid back ${o.refund_paid}, expected ${o.status === "refunded" ? paidBack : 0n}`,
      );
    if (o.status === "completed") {
      if (BigInt(o.to_seller) !== total - fee)
        breaches.push(`${o.order_number}: seller credited ${o.to_seller}, expected ${total - fee}`);
      if (BigInt(o.profit) !== total - cost - fee)
        breaches.push(`${o.order_number}: stored profit ${o.profit}, expected ${total - cost - fee}`);
      if (BigInt(o.to_fees) !== fee)
        breaches.push(`${o.order_number}: fees account credited ${o.to_fees}, the order's fee ${fee}`);
      const charged =
        o.completed_by === "early_receipt" ? earlyReceiptFee(total, earlyReceiptFeePercent) : 0n;
      if (fee !== charged)
        breaches.push(`${o.order_number} (${o.completed_by}): fee ${fee}, the setting's ${charged}`);
    }
  }
  return breaches;
}

/** Top-ups, withdrawals and deposit refunds: each request's state against its transfers. */
async function requestsMatchTheirState(db: Queryable): Promise<string[]> {
  const found = await rows<{ what: string; id: number; status: string; moves: string }>(
    db,
    sql`select 'recharge' as what, r.id, r.status,
          coalesce(string_agg(t.code, ',' order by t.code), '') as moves
        from recharges r left join transfers t on t.reference_type = 'recharge' and t.reference_id = r.id group by r.id
        union all
        select 'withdrawal', w.id, w.status, coalesce(string_agg(distinct t.code, ',' order by t.code), '')
        from withdrawals w left join transfers t on t.reference_type = 'withdrawal' and t.reference_id = w.id group by w.id
        union all
        select 'deposit_refund', d.id, d.status, coalesce(string_agg(t.code, ',' order by t.code), '')
        from deposit_refunds d left join transfers t on t.reference_type = 'deposit_refund' and t.reference_id = d.id group by d.id`,
  );
  const expected: Record<string, Record<string, string>> = {
    recharge: { pending: "", approved: "recharge", rejected: "", cancelled: "" },
    withdrawal: { pending: "freeze", approved: "freeze,withdraw", rejected: "freeze,unfreeze" },
    deposit_refund: { pending: "", approved: "deposit_refund", rejected: "" },
  };
  const breaches = found
    .filter((row) => expected[row.what]?.[row.status] !== row.moves)
    .map((row) => `${row.what} ${row.id} ${row.status}: transfers [${row.moves}]`);
  // A withdrawal's amounts (its fee is a second withdraw transfer, so its codes are listed once above): it froze what was asked; paid out, the card got it less the fee, the fees account the fee.
  const paid = await rows<{ id: number; status: string; amount: string; fee: string; moved: string }>(
    db,
    sql`select w.id, w.status, w.amount::text, w.fee::text,
          concat_ws('/',
            coalesce(sum(t.amount) filter (where t.code = 'freeze'), 0),
            coalesce(sum(t.amount) filter (where t.code = 'withdraw' and c.kind = 'bank'), 0),
            coalesce(sum(t.amount) filter (where t.code = 'withdraw' and c.kind = 'fees'), 0),
            coalesce(sum(t.amount) filter (where t.code = 'unfreeze'), 0)) as moved
        from withdrawals w
        left join transfers t on t.reference_type = 'withdrawal' and t.reference_id = w.id
        left join accounts c on c.id = t.credit_account_id
        group by w.id`,
  );
  for (const w of paid) {
    const amount = BigInt(w.amount);
    const fee = BigInt(w.fee);
    const want = {
      pending: [amount, 0n, 0n, 0n],
      approved: [amount, amount - fee, fee, 0n],
      rejected: [amount, 0n, 0n, amount],
    }[w.status];
    if (want?.join("/") !== w.moved)
      breaches.push(`withdrawal ${w.id} ${w.status} (${w.amount}, fee ${w.fee}): moved ${w.moved}`);
  }
  return breaches;
}

/** What each seller's screens show (profile) against their ledger accounts. */
async function balancesShownMatchTheLedger(
  db: Queryable,
  shown: { sellerId: number; available: string; frozen: string; deposit: string }[],
): Promise<string[]> {
  const accounts = await rows<{ seller_id: number; kind: string; balance: string }>(
    db,
    sql`select seller_id, kind, (credits_posted - debits_posted)::text as balance from accounts where seller_id is not null`,
  );
  const satang = (baht: string) => BigInt(baht.replace(".", ""));
  const breaches: string[] = [];
  for (const seller of shown) {
    const of = (kind: string) =>
      BigInt(accounts.find((a) => a.seller_id === seller.sellerId && a.kind === kind)?.balance ?? "0");
    const pairs: [string, bigint, bigint][] = [
      ["available", satang(seller.available), of("available")],
      ["frozen", satang(seller.frozen), of("frozen")],
      ["deposit", satang(seller.deposit), of("deposit")],
    ];
    for (const [name, screen, ledger] of pairs)
      if (screen !== ledger)
        breaches.push(`seller ${seller.sellerId} ${name}: shown ${screen}, ledger ${ledger}`);
  }
  return breaches;
}

/** Every move the server acknowledged is in the database (the crash test's promise). */
async function acknowledgedAreKept(db: Queryable, acknowledged: Acknowledged[]): Promise<string[]> {
  const status = async (table: "recharges" | "withdrawals" | "deposit_refunds", id: number) =>
    (await rows<{ status: string }>(db, sql`select status from ${sql.identifier(table)} where id = ${id}`))[0]
      ?.status;
  const orderStatus = async (code: string) =>
    (await rows<{ status: string }>(db, sql`select status from orders where code = ${code}`))[0]?.status;
  // After each acknowledged move, the states the row may be in now (later moves may follow).
  const after: Record<string, string[]> = {
    recharge: ["pending", "approved", "rejected", "cancelled"],
    approve_recharge: ["approved"],
    sandbox_recharge: ["pending", "approved", "cancelled"],
    sandbox_pay_recharge: ["approved"],
    stripe_recharge: ["pending", "approved", "cancelled"],
    stripe_pay_recharge: ["approved"],
    reject_recharge: ["rejected"],
    withdraw: ["pending", "approved", "rejected"],
    approve_withdrawal: ["approved"],
    reject_withdrawal: ["rejected"],
    request_deposit_refund: ["pending", "approved", "rejected"],
    approve_deposit_refund: ["approved"],
    reject_deposit_refund: ["rejected"],
    place_order: [
      "pending_payment",
      "pending_shipment",
      "pending_delivery",
      "completed",
      "refunded",
      "cancelled",
    ],
    place_transfer_order: [
      "pending_payment",
      "pending_shipment",
      "pending_delivery",
      "completed",
      "refunded",
      "cancelled",
    ],
    // Reported paid: the operator confirms or refuses it; it no longer expires on its own.
    report_payment: [
      "pending_payment",
      "pending_shipment",
      "pending_delivery",
      "completed",
      "refunded",
      "cancelled",
    ],
    place_stripe_order: [
      "pending_payment",
      "pending_shipment",
      "pending_delivery",
      "completed",
      "refunded",
      "cancelled",
    ],
    stripe_pay_order: ["pending_shipment", "pending_delivery", "completed", "refunded"],
    stripe_refund: ["refunded"],
    pay_order: ["pending_shipment", "pending_delivery", "completed", "refunded"],
    confirm_payment: ["pending_shipment", "pending_delivery", "completed", "refunded"],
    refuse_payment: ["cancelled"],
    dispatch: ["pending_delivery", "completed"],
    ship: ["pending_delivery", "completed"],
    bulk_ship: ["pending_delivery", "completed"],
    early_receipt: ["completed"],
    confirm_receipt: ["completed"],
    refund: ["refunded"],
    cancel: ["cancelled"],
    seller_cancel: ["cancelled"],
  };
  const breaches: string[] = [];
  for (const move of acknowledged) {
    let now: string | undefined;
    if (move.kind === "pay_deposit") continue;
    if (move.kind === "mark_refund_paid" || move.kind === "stripe_refund_paid") {
      const refund = (
        await rows<{ state: string }>(db, sql`select state from order_refunds where id = ${move.id}`)
      )[0]?.state;
      if (refund !== "paid") breaches.push(`${move.kind} ${move.id}: refund now ${refund ?? "missing"}`);
      continue;
    }
    if (typeof move.id === "string") now = await orderStatus(move.id);
    else if (move.kind.includes("recharge")) now = await status("recharges", move.id);
    else if (move.kind.includes("withdraw")) now = await status("withdrawals", move.id);
    else now = await status("deposit_refunds", move.id);
    if (!now || !after[move.kind]?.includes(now))
      breaches.push(`${move.kind} ${move.id}: now ${now ?? "missing"}`);
  }
  return breaches;
}

/**
 * An order whose buyer reported paying in time waits for the operators
 * (DECISIONS "Store and storefront"): the expiry job never cancels it.
 */
async function reportedPaymentsNeverExpire(db: Queryable): Promise<string[]> {
  const found = await rows<{ order_number: string }>(
    db,
    sql`select order_number from orders
        where payment_reported_at is not null and status = 'cancelled' and cancel_reason = 'payment_expired'`,
  );
  return found.map((o) => `${o.order_number}: reported paid, then expired`);
}

export async function bankChecks(
  db: Queryable,
  input: {
    acknowledged: Acknowledged[];
    shown?: { sellerId: number; available: string; frozen: string; deposit: string }[];
    /** The early-receipt fee the run charged (0 when fees are off). */
    earlyReceiptFeePercent?: number;
  },
): Promise<Check[]> {
  const ledger = await verifyLedger(db);
  const rule = (name: string) =>
    ledger.filter((b) => b.rule === name).map((b) => `${b.accountId ?? ""} ${b.detail}`);
  const checks: Check[] = [
    { name: "money conserved (all balances sum to zero)", breaches: rule("all balances sum to zero") },
    { name: "no seller account negative", breaches: rule("no seller account below zero") },
    { name: "every balance equal to its transfers", breaches: rule("posted totals equal the transfers") },
    {
      name: "ledger otherwise sound",
      breaches: ledger
        .filter(
          (b) =>
            ![
              "all balances sum to zero",
              "no seller account below zero",
              "posted totals equal the transfers",
            ].includes(b.rule),
        )
        .map((b) => `${b.rule}: ${b.detail}`),
    },
    {
      name: "every order's money matching its state",
      breaches: await ordersMatchTheirState(db, input.earlyReceiptFeePercent ?? 0),
    },
    {
      name: "every top-up, withdrawal and deposit refund matching its state",
      breaches: await requestsMatchTheirState(db),
    },
    { name: "every acknowledged move kept", breaches: await acknowledgedAreKept(db, input.acknowledged) },
    { name: "no reported payment expired", breaches: await reportedPaymentsNeverExpire(db) },
  ];
  if (input.shown)
    checks.push({
      name: "balances shown equal the ledger",
      breaches: await balancesShownMatchTheLedger(db, input.shown),
    });
  return checks;
}
