import { formatBaht } from "@seller/contract/money";
import type {
  Transaction,
  TransactionStatus,
  TransactionsPage,
  TransactionType,
} from "@seller/contract/transactions";
import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { startOfBangkokMonth } from "../../lib/bangkok-time";
import { sellerBalances } from "./ledger";

type Query = {
  type?: TransactionType | undefined;
  status?: TransactionStatus | undefined;
  page: number;
  per_page: number;
};
type ItemRow = {
  id: string;
  type: TransactionType;
  status: TransactionStatus;
  amount: string;
  balance_after: string | null;
  description: string | null;
  reason: string | null;
  created_at: string;
  order_id: number | null;
};

async function rows<T>(db: Queryable, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The seller's history (spec "Transactions list"): transfers that touch their
 * accounts, plus the requests that moved no money yet or never will (a pending
 * or rejected recharge, a withdrawal in any state, a deposit refund request).
 * Freeze and unfreeze are hidden (spec section 4): a withdrawal shows once,
 * with its own status. Amounts travel as text: bigint, never a float.
 */
function items(sellerId: number): SQL {
  return sql`
    with own as (select id, kind from accounts where seller_id = ${sellerId}),
    available as (select id from own where kind = 'available')
    select 'transfer-' || t.id as id, t.code as type, 'approved' as status, t.amount::text as amount,
      (case when t.credit_account_id = (select id from available) then t.credit_balance_after
            when t.debit_account_id = (select id from available) then t.debit_balance_after end)::text as balance_after,
      r.description, t.reason, t.created_at,
      case when t.reference_type = 'order' then t.reference_id end as order_id
    from transfers t
    left join recharges r on t.reference_type = 'recharge' and r.id = t.reference_id
    where t.code in ('recharge', 'deposit', 'deposit_refund', 'order_payment', 'order_profit')
      and (t.debit_account_id in (select id from own) or t.credit_account_id in (select id from own))
    union all
    select 'withdrawal-' || w.id, 'withdraw', w.status, w.amount::text,
      (select f.debit_balance_after::text from transfers f where f.idempotency_key = 'withdrawal:' || w.id || ':freeze'),
      w.description, w.reason, w.created_at, null::integer
    from withdrawals w where w.seller_id = ${sellerId}
    union all
    select 'recharge-' || r.id, 'recharge', r.status, r.amount::text, null, r.description, r.reason, r.created_at, null::integer
    from recharges r where r.seller_id = ${sellerId} and r.status <> 'approved'
    union all
    select 'refund-' || d.id, 'deposit_refund', d.status, d.amount::text, null, null, d.reason, d.created_at, null::integer
    from deposit_refunds d where d.seller_id = ${sellerId} and d.status <> 'approved'`;
}

export async function listTransactions(
  db: Queryable,
  sellerId: number,
  query: Query,
  now = new Date(),
): Promise<TransactionsPage> {
  const filters: SQL[] = [sql`true`];
  if (query.type) filters.push(sql`type = ${query.type}`);
  if (query.status) filters.push(sql`status = ${query.status}`);
  const where = sql.join(filters, sql` and `);
  const filtered = sql`(${items(sellerId)}) as item where ${where}`;
  const page = await rows<ItemRow & { created_at: string | Date }>(
    db,
    sql`select id, type, status, amount, balance_after, description, reason, created_at, order_id from ${filtered}
        order by created_at desc, id desc limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
  );
  // DECISIONS.md "Wallet": income is the credits shown, expense the debits shown, approved only.
  const [totals] = await rows<{ total: number; income: string; expense: string }>(
    db,
    sql`select count(*)::int as total,
          coalesce(sum(amount::bigint) filter (where status = 'approved' and type in ('recharge', 'deposit_refund', 'order_profit')), 0)::text as income,
          coalesce(sum(amount::bigint) filter (where status = 'approved' and type in ('withdraw', 'deposit', 'order_payment')), 0)::text as expense
        from ${filtered}`,
  );
  const [month] = await rows<{ profit: string }>(
    db,
    sql`select coalesce(sum(t.amount), 0)::text as profit from transfers t
        join accounts a on a.id = t.credit_account_id
        where a.seller_id = ${sellerId} and a.kind = 'available' and t.code = 'order_profit'
          and t.created_at >= ${startOfBangkokMonth(now).toISOString()}::timestamptz`,
  );
  const baht = (text: string | null | undefined) => (text == null ? null : formatBaht(BigInt(text)));
  const transactions: Transaction[] = page.map((row) => ({
    id: row.id,
    type: row.type,
    status: row.status,
    amount: formatBaht(BigInt(row.amount)),
    balance_after: baht(row.balance_after),
    description: row.description,
    reason: row.reason,
    created_at: new Date(row.created_at).toISOString(),
    order_id: row.order_id,
  }));
  return {
    transactions,
    page: query.page,
    per_page: query.per_page,
    total: totals?.total ?? 0,
    totals: {
      income: formatBaht(BigInt(totals?.income ?? "0")),
      expense: formatBaht(BigInt(totals?.expense ?? "0")),
    },
    month_income: formatBaht(BigInt(month?.profit ?? "0")),
    available_balance: formatBaht((await sellerBalances(db, sellerId)).available),
  };
}

/** Rows an export holds at most: years of a busy seller's history, and still one answer. */
export const EXPORT_ROWS_MAX = 50_000;

/** Every item of the history that matches the filters, newest first (the revenue record's CSV). */
export async function allTransactions(
  db: Queryable,
  sellerId: number,
  filter: Pick<Query, "type" | "status">,
): Promise<Transaction[]> {
  const filters: SQL[] = [sql`true`];
  if (filter.type) filters.push(sql`type = ${filter.type}`);
  if (filter.status) filters.push(sql`status = ${filter.status}`);
  const found = await rows<ItemRow & { created_at: string | Date }>(
    db,
    sql`select id, type, status, amount, balance_after, description, reason, created_at, order_id
        from (${items(sellerId)}) as item where ${sql.join(filters, sql` and `)}
        order by created_at desc, id desc limit ${EXPORT_ROWS_MAX}`,
  );
  return found.map((row) => ({
    id: row.id,
    type: row.type,
    status: row.status,
    amount: formatBaht(BigInt(row.amount)),
    balance_after: row.balance_after == null ? null : formatBaht(BigInt(row.balance_after)),
    description: row.description,
    reason: row.reason,
    created_at: new Date(row.created_at).toISOString(),
    order_id: row.order_id,
  }));
}
