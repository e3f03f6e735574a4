import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
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
    const handle = await openPglite(undefined, await migratedPgliteDump());
    await runMigrations(handle);
    return handle;
  }
  return openScratchPostgres(serverUrl);
}

/**
 * Starting PGlite from nothing runs initdb (about 3 s); loading a dump of an
 * already migrated database takes a fraction of that. The dump is kept in the
 * temporary folder under a name that changes with the migrations and PGlite.
 */
async function migratedPgliteDump(): Promise<Blob> {
  const migrations = fileURLToPath(new URL("../db/migrations", import.meta.url));
  const fingerprint = createHash("sha256");
  fingerprint.update(pgliteVersion());
  for (const name of readdirSync(migrations, { recursive: true, encoding: "utf8" }).sort()) {
    const path = join(migrations, name);
    if (name.endsWith(".sql") || name.endsWith(".json")) fingerprint.update(name).update(readFileSync(path));
  }
  const file = join(tmpdir(), `seller-pglite-${fingerprint.digest("hex").slice(0, 16)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);

  const handle = await openPglite();
  await runMigrations(handle);
  if (handle.client.kind !== "pglite") throw new Error("expected PGlite");
  const dump = await handle.client.pglite.dumpDataDir("none");
  await handle.close();
  // Written aside then renamed, so a test file running in parallel never reads half a dump.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  // Dumps of older migrations are 40 MB each and never read again.
  for (const other of readdirSync(tmpdir())) {
    if (/^seller-pglite-[0-9a-f]{16}\.tar$/.test(other) && join(tmpdir(), other) !== file) {
      rmSync(join(tmpdir(), other), { force: true });
    }
  }
  return dump;
}

/** PGlite's package.json is not exported; find it above the resolved entry. */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  while (dir !== dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, "utf8"));
      if (name === "@electric-sql/pglite") return version;
    }
    dir = dirname(dir);
  }
  return "unknown";
}

async function openScratchPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const name = `seller_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  const dropDatabase = async () => {
    await handle.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
  try {
    await runMigrations(handle);
  } catch (error) {
    await dropDatabase();
    throw error;
  }
  return { ...handle, close: dropDatabase };
}
