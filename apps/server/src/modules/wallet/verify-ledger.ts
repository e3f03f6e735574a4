import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";

export type Breach = { rule: string; accountId?: number; detail: string };

async function rows<T>(db: Queryable, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The ledger's invariants (ARCHITECTURE.md "Money: a double-entry ledger"):
 * - every account's posted debits and credits equal the sums of its transfers;
 * - all balances together are zero: money is only moved, never made;
 * - no seller account is below zero;
 * - no seller was paid out more than the real money that came in for them (sandbox money stays);
 * - refunds payable holds exactly the refunds still to pay, and each refund moved its amount into it
 *   once and out of it once when, and only when, it was paid (DECISIONS "Payments");
 * - operation by operation: each account's balance-after chain follows its transfers in the order
 *   they were posted, and no withdrawal froze more than was withdrawable at that moment (the
 *   available balance then, less every sandbox credit before it: DECISIONS "Payments"), which the
 *   totals above cannot see while a seller's real money in still covers what was paid out.
 * Returns the breaches; an empty list means the ledger is sound.
 */
export async function verifyLedger(db: Queryable): Promise<Breach[]> {
  const breaches: Breach[] = [];
  const mismatched = await rows<{
    id: number;
    debits: string;
    credits: string;
    sum_debits: string;
    sum_credits: string;
  }>(
    db,
    sql`select a.id, a.debits_posted::text as debits, a.credits_posted::text as credits,
          coalesce(d.total, 0)::text as sum_debits, coalesce(c.total, 0)::text as sum_credits
        from accounts a
        left join (select debit_account_id as id, sum(amount) as total from transfers group by 1) d on d.id = a.id
        left join (select credit_account_id as id, sum(amount) as total from transfers group by 1) c on c.id = a.id
        where a.debits_posted <> coalesce(d.total, 0) or a.credits_posted <> coalesce(c.total, 0)`,
  );
  for (const row of mismatched) {
    breaches.push({
      rule: "posted totals equal the transfers",
      accountId: row.id,
      detail: `posted debits ${row.debits} / credits ${row.credits}, transfers ${row.sum_debits} / ${row.sum_credits}`,
    });
  }
  const [sum] = await rows<{ total: string }>(
    db,
    sql`select coalesce(sum(credits_posted - debits_posted), 0)::text as total from accounts`,
  );
  if (sum && sum.total !== "0") {
    breaches.push({ rule: "all balances sum to zero", detail: `sum of balances is ${sum.total} satang` });
  }
  const negative = await rows<{ id: number; balance: string }>(
    db,
    sql`select id, (credits_posted - debits_posted)::text as balance from accounts
        where seller_id is not null and credits_posted < debits_posted`,
  );
  for (const row of negative) {
    breaches.push({
      rule: "no seller account below zero",
      accountId: row.id,
      detail: `balance ${row.balance} satang`,
    });
  }
  const orphan = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from transfers t
        where not exists (select 1 from accounts a where a.id = t.debit_account_id)
           or not exists (select 1 from accounts a where a.id = t.credit_account_id) or t.amount <= 0`,
  );
  if ((orphan[0]?.n ?? 0) > 0)
    breaches.push({ rule: "transfers are well formed", detail: `${orphan[0]?.n} bad transfers` });
  // What the withdrawal rule (available less sandbox credits) guarantees: no seller was ever paid
  // out more than the real money that came in for them (top-ups and order profits not marked sandbox).
  const overpaid = await rows<{ seller_id: number; paid_out: string; real_in: string }>(
    db,
    sql`select s.seller_id, s.paid_out::text, s.real_in::text from (
          select a.seller_id,
            (select coalesce(sum(t.amount), 0) from transfers t join accounts f on f.id = t.debit_account_id
              where f.seller_id = a.seller_id and t.code = 'withdraw') as paid_out,
            (select coalesce(sum(t.amount), 0) from transfers t join accounts v on v.id = t.credit_account_id
              where v.seller_id = a.seller_id and v.kind = 'available' and not t.sandbox
                and t.code in ('recharge', 'order_profit')) as real_in
          from accounts a where a.kind = 'available') s
        where s.paid_out > s.real_in`,
  );
  for (const row of overpaid) {
    breaches.push({
      rule: "no seller paid out more than their real money",
      detail: `seller ${row.seller_id}: paid out ${row.paid_out} satang, real money in ${row.real_in} satang`,
    });
  }
  breaches.push(...(await refundsBreaches(db)));
  breaches.push(...(await historyBreaches(db)));
  return breaches;
}

/** At most this many of a rule's breaches are listed: one broken chain breaks every later link. */
const LISTED = 20;

/** The ledger replayed transfer by transfer (ids are in posting order per account: posting locks it). */
async function historyBreaches(db: Queryable): Promise<Breach[]> {
  const breaches: Breach[] = [];
  const broken = await rows<{ account_id: number; id: number; before: string; delta: string; after: string }>(
    db,
    sql`with legs as (
          select id, debit_account_id as account_id, -amount as delta, debit_balance_after as after from transfers
          union all
          select id, credit_account_id, amount, credit_balance_after from transfers
        ), chained as (
          select account_id, id, delta, after,
            coalesce(lag(after) over (partition by account_id order by id), 0) as before
          from legs
        )
        select account_id, id, before::text, delta::text, after::text from chained
        where before + delta <> after order by account_id, id limit ${LISTED}`,
  );
  for (const row of broken) {
    breaches.push({
      rule: "each balance after follows the one before",
      accountId: row.account_id,
      detail: `transfer ${row.id}: ${row.before} + ${row.delta} recorded as ${row.after} satang`,
    });
  }
  // Each freeze (a withdrawal request) against what could be withdrawn just before it.
  const frozenSandbox = await rows<{
    account_id: number;
    id: number;
    amount: string;
    available: string;
    sandbox: string;
  }>(
    db,
    sql`select f.debit_account_id as account_id, f.id, f.amount::text,
          (f.debit_balance_after + f.amount)::text as available,
          (select coalesce(sum(s.amount), 0) from transfers s
            where s.credit_account_id = f.debit_account_id and s.sandbox and s.id < f.id)::text as sandbox
        from transfers f
        where f.code = 'freeze'
          and f.amount > greatest(f.debit_balance_after + f.amount
            - (select coalesce(sum(s.amount), 0) from transfers s
                where s.credit_account_id = f.debit_account_id and s.sandbox and s.id < f.id), 0)
        order by f.id limit ${LISTED}`,
  );
  for (const row of frozenSandbox) {
    breaches.push({
      rule: "no withdrawal froze sandbox money",
      accountId: row.account_id,
      detail: `freeze ${row.id} of ${row.amount} satang with ${row.available} available, ${row.sandbox} of it sandbox`,
    });
  }
  return breaches;
}

/** Refunds payable against the refunds (order_refunds): what the platform owes buyers, no more, no less. */
async function refundsBreaches(db: Queryable): Promise<Breach[]> {
  const breaches: Breach[] = [];
  const [owed] = await rows<{ id: number | null; balance: string; to_pay: string }>(
    db,
    sql`select (select id from accounts where seller_id is null and kind = 'refunds_payable') as id,
          (select coalesce(sum(credits_posted - debits_posted), 0) from accounts
            where seller_id is null and kind = 'refunds_payable')::text as balance,
          (select coalesce(sum(amount), 0) from order_refunds where state = 'to_pay')::text as to_pay`,
  );
  if (owed && owed.balance !== owed.to_pay) {
    breaches.push({
      rule: "refunds payable equals the refunds to pay",
      ...(owed.id === null ? {} : { accountId: owed.id }),
      detail: `refunds payable ${owed.balance} satang, refunds to pay ${owed.to_pay} satang`,
    });
  }
  const mismatched = await rows<{
    order_id: number;
    state: string;
    amount: string;
    into: string;
    out: string;
  }>(
    db,
    sql`select r.order_id, r.state, r.amount::text,
          coalesce(sum(t.amount) filter (where t.code = 'order_refund' and c.kind = 'refunds_payable'), 0)::text as into,
          coalesce(sum(t.amount) filter (where t.code = 'refund_paid' and d.kind = 'refunds_payable'), 0)::text as out
        from order_refunds r
        left join transfers t on t.reference_type = 'order' and t.reference_id = r.order_id
          and t.code in ('order_refund', 'refund_paid')
        left join accounts c on c.id = t.credit_account_id
        left join accounts d on d.id = t.debit_account_id
        group by r.id
        having coalesce(sum(t.amount) filter (where t.code = 'order_refund' and c.kind = 'refunds_payable'), 0) <> r.amount
          or coalesce(sum(t.amount) filter (where t.code = 'refund_paid' and d.kind = 'refunds_payable'), 0)
             <> case when r.state = 'paid' then r.amount else 0 end`,
  );
  for (const row of mismatched) {
    breaches.push({
      rule: "each refund moved into refunds payable once, and out once paid",
      detail: `order ${row.order_id} (${row.state}, ${row.amount} satang): in ${row.into}, out ${row.out}`,
    });
  }
  return breaches;
}
