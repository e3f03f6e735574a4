import type { DatabaseHandle } from "../client";

/** Plain SQL on one connection inside one transaction: what dumping and restoring need, on either database. */
export type SqlSession = {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
};

/**
 * Settings that fix how values are written as text, so a value printed by one
 * database reads back as the same value in another (dates in ISO order and
 * UTC, bytea in hex), and no time limit cuts a long read or write short.
 */
const SESSION_SETTINGS = [
  "set local datestyle = 'ISO, YMD'",
  "set local timezone = 'UTC'",
  "set local intervalstyle = 'iso_8601'",
  "set local bytea_output = 'hex'",
  "set local extra_float_digits = 3",
  "set local statement_timeout = 0",
  "set local idle_in_transaction_session_timeout = 0",
];

/**
 * Runs `work` in one transaction. "snapshot": read only and repeatable read, so
 * every table is read as of one moment while PostgreSQL writers go on; PGlite
 * has one connection, whose transaction holds every other query of the process
 * until it ends, which makes it a snapshot too. "write": all or nothing.
 */
export async function inTransaction<T>(
  handle: DatabaseHandle,
  mode: "snapshot" | "write",
  work: (session: SqlSession) => Promise<T>,
): Promise<T> {
  if (handle.client.kind === "pglite") {
    return handle.client.pglite.transaction(async (tx) => {
      const session: SqlSession = {
        query: async <Row>(text: string, params?: unknown[]) => (await tx.query<Row>(text, params)).rows,
      };
      for (const setting of SESSION_SETTINGS) await session.query(setting);
      return work(session);
    });
  }
  const connection = await handle.client.pool.connect();
  const session: SqlSession = {
    query: async <Row>(text: string, params?: unknown[]) =>
      (await connection.query(text, params)).rows as Row[],
  };
  try {
    await session.query(mode === "snapshot" ? "begin isolation level repeatable read read only" : "begin");
    for (const setting of SESSION_SETTINGS) await session.query(setting);
    const result = await work(session);
    await session.query("commit");
    return result;
  } catch (error) {
    await session.query("rollback").catch(() => {});
    throw error;
  } finally {
    connection.release();
  }
}
