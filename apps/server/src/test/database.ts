import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openPglite, openPostgres } from "../db/client";
import { runMigrations } from "../db/migrate";

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when
 * TEST_DATABASE_URL is set, a new uniquely named database on that PostgreSQL
 * server, dropped again by `close()`.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite();
    await runMigrations(handle);
    return handle;
  }
  const name = `seller_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  try {
    await runMigrations(handle);
  } catch (error) {
    await handle.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    throw error;
  }
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
