import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
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
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    // The catalogue's keyword search uses trigram indexes (migration 0006).
    extensions: { pg_trgm },
  });
  await pglite.waitReady;
  return {
    db: drizzlePglite({ client: pglite, schema }),
    kind: "pglite",
    client: { kind: "pglite", pglite },
    close: () => pglite.close(),
  };
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  return {
    db: drizzleNodePg({ client: pool, schema }),
    kind: "postgres",
    client: { kind: "postgres", pool },
    close: () => pool.end(),
  };
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite under DATA_DIR/pglite. */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(join(options.dataDir, "pglite"));
}
