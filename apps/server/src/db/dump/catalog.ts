import type { SqlSession } from "./session";

export type Column = { name: string; type: string };
export type Table = { name: string; columns: Column[] };

/**
 * Rows that say nothing about the business and are not carried from one
 * database to another: the Socket.IO adapter's fan-out of the moment.
 */
export const TRANSIENT_TABLES = new Set(["socket_io_attachments"]);

/**
 * Tables whose rows a fresh database already has or gains by itself: the
 * migrations seed the categories, and a readiness check writes its probe row.
 * They do not make a target "not empty".
 */
export const SELF_FILLED_TABLES = new Set(["categories", "readiness_probe"]);

export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The platform's tables in the public schema, each after the tables its
 * foreign keys point to (so rows are written parents first), with their
 * columns in order; generated columns are left out, the target computes them.
 */
export async function readTables(session: SqlSession): Promise<Table[]> {
  const columns = await session.query<{ table: string; name: string; type: string }>(
    `select c.relname as "table", a.attname as name, format_type(a.atttypid, a.atttypmod) as type
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const references = await session.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const byTable = new Map<string, Column[]>();
  for (const column of columns) {
    if (TRANSIENT_TABLES.has(column.table)) continue;
    const list = byTable.get(column.table) ?? [];
    list.push({ name: column.name, type: column.type });
    byTable.set(column.table, list);
  }
  const parents = new Map<string, Set<string>>();
  for (const name of byTable.keys()) parents.set(name, new Set());
  for (const { child, parent } of references) {
    if (byTable.has(child) && byTable.has(parent)) parents.get(child)?.add(parent);
  }
  const ordered: Table[] = [];
  const placed = new Set<string>();
  while (placed.size < byTable.size) {
    const ready = [...byTable.keys()]
      .filter((name) => !placed.has(name) && [...(parents.get(name) ?? [])].every((p) => placed.has(p)))
      .sort();
    if (ready.length === 0)
      throw new Error("the tables' foreign keys form a circle: no order to copy them in");
    for (const name of ready) {
      placed.add(name);
      ordered.push({ name, columns: byTable.get(name) ?? [] });
    }
  }
  return ordered;
}

/** The sequences of the public schema (identity columns' and the order numbers'). */
export async function readSequenceNames(session: SqlSession): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** The hashes of the migrations applied, oldest first; empty when the database was never migrated. */
export async function readAppliedMigrations(session: SqlSession): Promise<string[]> {
  const exists = await session.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists[0]?.present) return [];
  const rows = await session.query<{ hash: string }>(
    "select hash from drizzle.__drizzle_migrations order by created_at, id",
  );
  return rows.map((row) => row.hash);
}

/** The platform's tables that hold rows, apart from those a fresh database fills by itself. */
export async function tablesWithRows(session: SqlSession): Promise<string[]> {
  const found: string[] = [];
  for (const table of await readTables(session)) {
    if (SELF_FILLED_TABLES.has(table.name)) continue;
    const rows = await session.query(`select 1 from ${quoteName(table.name)} limit 1`);
    if (rows.length > 0) found.push(table.name);
  }
  return found;
}
