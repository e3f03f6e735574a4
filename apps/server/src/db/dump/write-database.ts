import type { DatabaseHandle } from "../client";
import { quoteName, readTables, type Table } from "./catalog";
import { isSequence, isTable, type Row, readDump } from "./format";
import { inTransaction, type SqlSession } from "./session";

/** Rows sent in one statement: large enough to be quick, small enough for any statement size limit. */
const INSERT_ROWS = 500;

/**
 * Writes the dump's rows and sequences into a migrated database whose tables
 * hold nothing but what a fresh database fills by itself (catalog.ts), in
 * one transaction: all of it or, on any error, none. The tables' own
 * triggers are off meanwhile: the rows are copies of rows they already
 * checked and counted (a product's insert would count it in its category a
 * second time), and the append-only ledger must let the seeded rows go.
 */
export async function restoreDatabase(handle: DatabaseHandle, dumpPath: string): Promise<void> {
  await inTransaction(handle, "write", async (session) => {
    const tables = await readTables(session);
    const byName = new Map(tables.map((table) => [table.name, table]));
    for (const table of tables) {
      await session.query(`alter table ${quoteName(table.name)} disable trigger user`);
    }
    for (const table of [...tables].reverse()) await session.query(`delete from ${quoteName(table.name)}`);

    let insert: ((rows: Row[]) => Promise<void>) | undefined;
    let pending: Row[] = [];
    const flush = async () => {
      if (insert && pending.length > 0) await insert(pending);
      pending = [];
    };
    for await (const record of readDump(dumpPath)) {
      if (Array.isArray(record)) {
        pending.push(record);
        if (pending.length >= INSERT_ROWS) await flush();
      } else if (isTable(record)) {
        await flush();
        const table = byName.get(record.table);
        if (!table) throw new Error(`the dump has a table this version does not know: ${record.table}`);
        insert = insertInto(session, table, record.columns);
      } else if (isSequence(record)) {
        await flush();
        insert = undefined;
        await session.query("select setval($1::regclass, $2::bigint, $3::boolean)", [
          quoteName(record.sequence),
          record.lastValue,
          record.isCalled,
        ]);
      }
    }
    await flush();
    for (const table of tables) {
      await session.query(`alter table ${quoteName(table.name)} enable trigger user`);
    }
  });
}

function insertInto(session: SqlSession, table: Table, columns: string[]) {
  const types = new Map(table.columns.map((column) => [column.name, column.type]));
  const casts = columns.map((column, index) => {
    const type = types.get(column);
    if (!type) throw new Error(`the dump has a column this version does not know: ${table.name}.${column}`);
    return `(row->>${index})::${type}`;
  });
  // Identity values are the dump's own (they are what other rows and the sequences refer to).
  const statement =
    `insert into ${quoteName(table.name)} (${columns.map(quoteName).join(", ")}) overriding system value ` +
    `select ${casts.join(", ")} from json_array_elements($1::json) as row`;
  return async (rows: Row[]) => {
    await session.query(statement, [JSON.stringify(rows)]);
  };
}
