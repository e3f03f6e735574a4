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
 * - no seller was paid out more than the real money that came in for them (sandbox money stays).
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
  return breaches;
}
