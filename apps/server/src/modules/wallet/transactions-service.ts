import { bankName, currentBankCode } from "@seller/contract/bank-cards";
import { formatBaht } from "@seller/contract/money";
import type { Transaction, TransactionStatus, TransactionType } from "@seller/contract/transactions";
import { type SQL, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { sellerBalances } from "./ledger";
import { rechargeReference, withdrawalReference } from "./references";

type Filter = { type?: TransactionType | undefined; status?: TransactionStatus | undefined };
type Query = Filter & { page: number; per_page: number };

/** A history item as the wallet knows it; the order's number and profit are the orders module's. */
export type WalletTransaction = Omit<Transaction, "order_number" | "order_profit">;

type ItemRow = {
  id: string;
  type: TransactionType;
  status: TransactionStatus;
  amount: string;
  balance_after: string | null;
  description: string | null;
  reason: string | null;
  created_at: string | Date;
  order_id: number | null;
  sandbox: boolean;
  recharge_id: number | null;
  withdrawal_id: number | null;
  bank_code: string | null;
  card_number: string | null;
  decided_at: string | Date | null;
};

const COLUMNS = sql`id, type, status, amount, balance_after, description, reason, created_at, order_id,
  sandbox, recharge_id, withdrawal_id, bank_code, card_number, decided_at`;

async function rows<T>(db: Queryable, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The seller's history (spec "Transactions list"): transfers that touch their
 * accounts, plus the requests that moved no money yet or never will (a pending
 * or rejected recharge, a withdrawal in any state, a deposit refund request).
 * Freeze and unfreeze are hidden (spec section 4): a withdrawal shows once,
 * with its own status, card and decision time. Amounts travel as text: bigint, never a float.
 */
function items(sellerId: number): SQL {
  return sql`
    with own as (select id, kind from accounts where seller_id = ${sellerId}),
    available as (select id from own where kind = 'available')
    select 'transfer-' || t.id as id, t.code as type, 'approved' as status, t.amount::text as amount,
      (case when t.credit_account_id = (select id from available) then t.credit_balance_after
            when t.debit_account_id = (select id from available) then t.debit_balance_after end)::text as balance_after,
      r.description, t.reason, t.created_at,
      case when t.reference_type = 'order' then t.reference_id end as order_id,
      t.sandbox, r.id as recharge_id, null::integer as withdrawal_id, null::text as bank_code,
      null::text as card_number, r.reviewed_at as decided_at
    from transfers t
    left join recharges r on t.reference_type = 'recharge' and r.id = t.reference_id
    where t.code in ('recharge', 'deposit', 'deposit_refund', 'order_payment', 'order_profit')
      and (t.debit_account_id in (select id from own) or t.credit_account_id in (select id from own))
    union all
    select 'withdrawal-' || w.id, 'withdraw', w.status, w.amount::text,
      (select f.debit_balance_after::text from transfers f where f.idempotency_key = 'withdrawal:' || w.id || ':freeze'),
      w.description, w.reason, w.created_at, null::integer, false, null::integer, w.id, w.bank_code,
      w.card_number_masked, w.reviewed_at
    from withdrawals w where w.seller_id = ${sellerId}
    union all
    select 'recharge-' || r.id, 'recharge', r.status, r.amount::text, null, r.description, r.reason, r.created_at,
      null::integer, coalesce(p.provider = 'sandbox', false), r.id, null::integer, null::text, null::text, r.reviewed_at
    from recharges r left join payments p on p.id = r.payment_id
    where r.seller_id = ${sellerId} and r.status <> 'approved'
    union all
    select 'refund-' || d.id, 'deposit_refund', d.status, d.amount::text, null, null, d.reason, d.created_at,
      null::integer, false, null::integer, null::integer, null::text, null::text, d.reviewed_at
    from deposit_refunds d where d.seller_id = ${sellerId} and d.status <> 'approved'`;
}

function filtered(sellerId: number, filter: Filter): SQL {
  const filters: SQL[] = [sql`true`];
  if (filter.type) filters.push(sql`type = ${filter.type}`);
  if (filter.status) filters.push(sql`status = ${filter.status}`);
  return sql`(${items(sellerId)}) as item where ${sql.join(filters, sql` and `)}`;
}

const iso = (value: string | Date | null) => (value == null ? null : new Date(value).toISOString());

function toTransaction(row: ItemRow): WalletTransaction {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    amount: formatBaht(BigInt(row.amount)),
    balance_after: row.balance_after == null ? null : formatBaht(BigInt(row.balance_after)),
    description: row.description,
    reason: row.reason,
    created_at: new Date(row.created_at).toISOString(),
    order_id: row.order_id,
    sandbox: row.sandbox,
    reference:
      row.withdrawal_id != null
        ? withdrawalReference(row.withdrawal_id)
        : row.recharge_id != null
          ? rechargeReference(row.recharge_id)
          : null,
    card:
      row.bank_code != null && row.card_number != null
        ? {
            bank_code: currentBankCode(row.bank_code),
            bank_name: bankName(row.bank_code),
            card_number: row.card_number,
          }
        : null,
    decided_at: iso(row.decided_at),
  };
}

/** One page of the history, newest first, with the totals of the whole filtered set and the balance. */
export async function listTransactions(db: Queryable, sellerId: number, query: Query) {
  const from = filtered(sellerId, query);
  const page = await rows<ItemRow>(
    db,
    sql`select ${COLUMNS} from ${from}
        order by created_at desc, id desc limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
  );
  // DECISIONS.md "Wallet": income is the credits shown, expense the debits shown, approved only.
  const [totals] = await rows<{ total: number; income: string; expense: string }>(
    db,
    sql`select count(*)::int as total,
          coalesce(sum(amount::bigint) filter (where status = 'approved' and type in ('recharge', 'deposit_refund', 'order_profit')), 0)::text as income,
          coalesce(sum(amount::bigint) filter (where status = 'approved' and type in ('withdraw', 'deposit', 'order_payment')), 0)::text as expense
        from ${from}`,
  );
  return {
    transactions: page.map(toTransaction),
    page: query.page,
    per_page: query.per_page,
    total: totals?.total ?? 0,
    totals: {
      income: formatBaht(BigInt(totals?.income ?? "0")),
      expense: formatBaht(BigInt(totals?.expense ?? "0")),
    },
    available_balance: formatBaht((await sellerBalances(db, sellerId)).available),
  };
}

/** Rows an export holds at most: years of a busy seller's history, and still one answer. */
export const EXPORT_ROWS_MAX = 50_000;

/** Every item of the history that matches the filters, newest first (the revenue record's CSV). */
export async function allTransactions(
  db: Queryable,
  sellerId: number,
  filter: Filter,
): Promise<WalletTransaction[]> {
  const found = await rows<ItemRow>(
    db,
    sql`select ${COLUMNS} from ${filtered(sellerId, filter)}
        order by created_at desc, id desc limit ${EXPORT_ROWS_MAX}`,
  );
  return found.map(toTransaction);
}
