import { fileURLToPath } from "node:url";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./client";

/**
 * The generated migrations sit beside this module: src/db/migrations when run
 * from source, dist/migrations in the bundle (build.mjs copies them there).
 */
const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Any fixed number shared by all nodes: they take turns migrating the same database. */
const MIGRATION_LOCK_ID = 7_405_311;

/** Applies the migrations that have not run yet; safe to call on every start of every node. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.client.kind === "pglite") {
    await migratePglite(drizzlePglite({ client: handle.client.pglite }), { migrationsFolder });
    return;
  }
  // Several nodes starting together would race on the migrations table; an advisory
  // lock held on one connection makes them apply the migrations one after another.
  const connection = await handle.client.pool.connect();
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg({ client: connection }), { migrationsFolder });
  } finally {
    await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    connection.release();
  }
}
