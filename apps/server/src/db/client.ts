import { accessSync, chmodSync, constants, existsSync, fsyncSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { isRetryableConflict } from "./failures";
import { lockFolder } from "./folder-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The Drizzle handle every service receives; the same type for PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside db.transaction(); its relations type must match the database's. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A service function that takes this works inside or outside a transaction. */
export type Queryable = Database | Transaction;
export type DatabaseKind = "pglite" | "postgres";

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Runs the generated migrations; see migrate.ts. */
  client: { kind: "pglite"; pglite: PGlite } | { kind: "postgres"; pool: pg.Pool };
  close(): Promise<void>;
};

/**
 * PGlite in-process: files under `dataDir`, or in memory when no folder is
 * given (tests, which may start from a dump of an already migrated database).
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let release = () => {};
  if (dataDir) {
    try {
      // PGlite writes its files readable and writable by everyone (0666, whatever the umask): the
      // folder is the only fence, so it is the owner's alone, tightened on every start.
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      chmodSync(dataDir, 0o700);
      accessSync(dataDir, constants.R_OK | constants.W_OK);
    } catch (error) {
      throw new DatabaseFolderError(dataDir, error);
    }
    release = lockFolder(dataDir);
  }
  try {
    const pglite = new PGlite({
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      // The catalogue's keyword search uses trigram indexes (migration 0006).
      extensions: { pg_trgm },
      ...(dataDir ? { startParams: DURABLE_START_PARAMS } : {}),
    });
    await pglite.waitReady;
    if (dataDir) {
      makeFsyncReal(pglite);
      // What the start wrote before fsync was real reaches the disk now.
      await pglite.exec("checkpoint");
    }
    return {
      db: drizzlePglite({ client: pglite, schema }),
      kind: "pglite",
      client: { kind: "pglite", pglite },
      close: async () => {
        try {
          await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** The folder cannot be made, read or written: one line naming it and the cause, not a stack. */
export class DatabaseFolderError extends Error {
  constructor(folder: string, cause: unknown) {
    const code = (cause as NodeJS.ErrnoException)?.code;
    const reason =
      code === "EACCES" || code === "EPERM" || code === "EROFS"
        ? "this process may not write there (read-only folder or file system, or another owner)"
        : cause instanceof Error
          ? cause.message
          : String(cause);
    super(`the embedded database folder ${resolve(folder)} cannot be used: ${reason}`, { cause });
    this.name = "DatabaseFolderError";
  }
}

/**
 * PGlite starts PostgreSQL with -F (fsync off): a committed transaction then
 * sits in the page cache, lost to a power cut or an OS crash. Without -F, and
 * with the WAL flushed by fsync (Emscripten makes fdatasync, PostgreSQL's
 * default on Linux, a no-op), every commit reaches the disk; bench/README.md
 * "PGlite with fsync" has the cost.
 */
const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== "-F"),
  "-c",
  "fsync=on",
  "-c",
  "wal_sync_method=fsync",
];

/** Emscripten's Node file system has no fsync of its own (it returns without flushing): give it the real one. */
function makeFsyncReal(pglite: PGlite) {
  const nodefs = pglite.Module.NODEFS as unknown as { stream_ops: Record<string, unknown> };
  nodefs.stream_ops.fsync = (stream: { nfd?: number }) => {
    if (stream.nfd !== undefined) fsyncSync(stream.nfd);
    return 0;
  };
}

/**
 * Time limits on PostgreSQL, so a database that is gone or frozen fails a call
 * quickly (503, plugins/errors.ts) instead of holding it until the client gives up.
 */
export const POSTGRES_TIMEOUTS = {
  /**
   * A connection not made in this time (the server unreachable; a stopped one refuses at once)
   * fails the call. pg-pool counts a wait for a free client in it too, so it is not tighter.
   */
  connectionTimeoutMillis: 10_000,
  /** Server side: no statement runs longer than a request may take (REQUEST_TIMEOUT_MS, 15 s). */
  statement_timeout: 15_000,
  /** Client side, for a server that no longer answers at all (frozen, a dead network path). */
  query_timeout: 20_000,
  /** A transaction left open by a stuck caller does not keep its row locks. */
  idle_in_transaction_session_timeout: 30_000,
};

/** Runs of a transaction that PostgreSQL rolled back as a deadlock or serialization failure. */
export const CONFLICT_ATTEMPTS = 4;

/**
 * db.transaction runs its work again, a bounded number of times, when
 * PostgreSQL chose it as a deadlock's victim or failed it on serialization
 * (40P01, 40001): the whole transaction was rolled back, so a new run starts
 * clean, and the caller sees an answer instead of a 500. Lock order is kept
 * one order everywhere (orders, then accounts, then products by id), so this
 * is the net under it, not the design. The work must keep its effects inside
 * the transaction (what it publishes goes out after commit: outbox.ts).
 * Savepoints (tx.transaction) are not retried: their outer transaction is.
 */
function retryConflicts(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = async (work, config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(work, config);
      } catch (error) {
        if (attempt >= CONFLICT_ATTEMPTS || !isRetryableConflict(error)) throw error;
        // A short random pause, so the two sides of a deadlock do not meet again at once.
        await new Promise((done) => setTimeout(done, 5 + Math.random() * 20 * attempt));
      }
    }
  };
  return db;
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, keepAlive: true, ...POSTGRES_TIMEOUTS });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  return {
    db: retryConflicts(drizzleNodePg({ client: pool, schema })),
    kind: "postgres",
    client: { kind: "postgres", pool },
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite under DATA_DIR/pglite.
 * A DATA_DIR the server makes (./data by default) is the owner's alone (0700):
 * it holds the database, the key file and identity images. One that exists is
 * left as the operator set it up (the image folders may be shared by nodes).
 */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  try {
    if (!existsSync(options.dataDir)) mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  } catch (error) {
    return Promise.reject(new DatabaseFolderError(options.dataDir, error));
  }
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(join(options.dataDir, "pglite"));
}
