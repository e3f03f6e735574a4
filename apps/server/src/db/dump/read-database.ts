import type { DatabaseHandle } from "../client";
import { quoteName, readAppliedMigrations, readSequenceNames, readTables } from "./catalog";
import { DUMP_FORMAT, DUMP_VERSION, type DumpRecord } from "./format";
import { inTransaction, type SqlSession } from "./session";

/** Rows fetched at a time: a large table is never held whole in memory (PostgreSQL). */
const FETCH_ROWS = 1_000;

export type Emit = (record: DumpRecord) => Promise<void> | void;

/**
 * Writes the database part of a dump (header, tables, sequences) through
 * `emit`, all read in one snapshot (session.ts), and returns the row count of
 * each table for the end record.
 */
export function dumpDatabase(handle: DatabaseHandle, emit: Emit): Promise<Record<string, number>> {
  return inTransaction(handle, "snapshot", async (session) => {
    await emit({
      format: DUMP_FORMAT,
      version: DUMP_VERSION,
      createdAt: new Date().toISOString(),
      source: handle.kind,
      migrations: await readAppliedMigrations(session),
    });
    const counts: Record<string, number> = {};
    for (const table of await readTables(session)) {
      const columns = table.columns.map((column) => column.name);
      await emit({ table: table.name, columns });
      counts[table.name] = await dumpRows(session, table.name, columns, emit);
    }
    for (const sequence of await readSequenceNames(session)) {
      const [state] = await session.query<{ last_value: string; is_called: boolean }>(
        `select last_value::text as last_value, is_called from ${quoteName(sequence)}`,
      );
      if (state) await emit({ sequence, lastValue: state.last_value, isCalled: state.is_called });
    }
    return counts;
  });
}

async function dumpRows(session: SqlSession, table: string, columns: string[], emit: Emit) {
  // Every value as its type prints it; in primary-key order when there is one, so two dumps of one database compare.
  const values = columns.map((column, index) => `${quoteName(column)}::text as "c${index}"`).join(", ");
  await session.query(
    `declare dump_rows no scroll cursor for select ${values} from ${quoteName(table)} order by 1`,
  );
  let count = 0;
  for (;;) {
    const batch = await session.query<Record<string, string | null>>(
      `fetch forward ${FETCH_ROWS} from dump_rows`,
    );
    for (const row of batch) await emit(columns.map((_, index) => row[`c${index}`] ?? null));
    count += batch.length;
    if (batch.length < FETCH_ROWS) break;
  }
  await session.query("close dump_rows");
  return count;
}
