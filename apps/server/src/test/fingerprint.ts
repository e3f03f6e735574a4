import { sql } from "drizzle-orm";
import type { Queryable } from "../db/client";

async function rows<T>(db: Queryable, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Tables a refused call may change by design: a session's last use, the
 * counters of wrong passwords and their locks (a wrong guess must be counted
 * though it is refused), the file views log, the storefront's visitor count.
 */
export const BOOKKEEPING_TABLES = new Set([
  "sessions",
  "attempt_counters",
  "signin_lockouts",
  "file_access_log",
  "store_visits",
  "socket_io_attachments",
  "__drizzle_migrations",
]);

/**
 * Columns a refused call may change by design in a table that otherwise must
 * not change: a wrong withdrawal password is counted, and locks withdrawals
 * after five, on the row that keeps the password's hash.
 */
export const BOOKKEEPING_COLUMNS: Record<string, string[]> = {
  withdraw_passwords: ["failed_count", "locked_until", "updated_at"],
};

/** A row of table `t` as text, without its bookkeeping columns. */
function rowText(table: string) {
  const skipped = BOOKKEEPING_COLUMNS[table];
  if (!skipped) return sql`t::text`;
  const columns = sql.join(
    skipped.map((column) => sql`${column}`),
    sql`, `,
  );
  return sql`(to_jsonb(t) - array[${columns}]::text[])::text`;
}

async function tableNames(db: Queryable): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  return found.map((row) => row.name).filter((name) => !BOOKKEEPING_TABLES.has(name));
}

/**
 * One hash per table of everything in it: equal fingerprints before and after
 * a call mean the call wrote nothing (outside the bookkeeping tables).
 */
export async function databaseFingerprint(db: Queryable): Promise<Record<string, string>> {
  const names = await tableNames(db);
  const parts = names.map((name) => {
    const row = rowText(name);
    return sql`select ${name} as name, md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as hash from ${sql.identifier(name)} t`;
  });
  const found = await rows<{ name: string; hash: string }>(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(found.map((row) => [row.name, row.hash]));
}

/** The tables whose content differs between two fingerprints. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

/**
 * Everything that belongs to one seller: their row, every row of a table with
 * a seller_id, and every transfer touching their accounts. Found from the
 * schema, so a new table of seller data is covered without a change here.
 */
export async function sellerFingerprint(db: Queryable, sellerId: number): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select c.table_name as name from information_schema.columns c
        join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
        where c.table_schema = current_schema() and c.column_name = 'seller_id' and t.table_type = 'BASE TABLE'
        order by 1`,
  );
  const parts = tables
    .map((row) => row.name)
    .filter((name) => !BOOKKEEPING_TABLES.has(name))
    .map(
      (name) =>
        sql`select ${name} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash
            from ${sql.identifier(name)} t where t.seller_id = ${sellerId}`,
    );
  parts.push(
    sql`select 'sellers' as name, md5(coalesce(string_agg(t::text, '|'), '')) as hash from sellers t where t.id = ${sellerId}`,
    sql`select 'transfers' as name, md5(coalesce(string_agg(t::text, '|' order by t.id), '')) as hash from transfers t
        where t.debit_account_id in (select id from accounts where seller_id = ${sellerId})
           or t.credit_account_id in (select id from accounts where seller_id = ${sellerId})`,
  );
  const found = await rows<{ name: string; hash: string }>(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(found.map((row) => [row.name, row.hash]));
}
