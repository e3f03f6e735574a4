import { existsSync, readdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { type DatabaseHandle, openPglite, openPostgres } from "../client";
import { runMigrations } from "../migrate";
import { readAppliedMigrations, tablesWithRows } from "./catalog";
import { foldersWithFiles, stageFiles } from "./files";
import { checkDump, type DumpSummary } from "./format";
import { inTransaction } from "./session";
import { restoreDatabase } from "./write-database";

/** The hashes of this version's migrations, oldest first. */
export function codeMigrations(): string[] {
  const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));
  return readMigrationFiles({ migrationsFolder }).map((migration) => migration.hash);
}

/** Throws unless the database has no schema yet, or this version's schema and no rows of its own. */
export async function ensureEmpty(handle: DatabaseHandle, where: string): Promise<void> {
  const { applied, filled } = await inTransaction(handle, "snapshot", async (session) => ({
    applied: await readAppliedMigrations(session),
    filled: await tablesWithRows(session),
  }));
  if (filled.length > 0) {
    throw new Error(
      `${where} is not empty (${filled.slice(0, 5).join(", ")}${filled.length > 5 ? ", …" : ""} hold rows): ` +
        "restore and move write only into an empty database, so nothing there is mixed or overwritten",
    );
  }
  if (applied.length > 0 && applied.join() !== codeMigrations().join()) {
    throw new Error(`${where} has another version's schema: give an empty database`);
  }
}

export function ensureSameSchema(summary: DumpSummary, path: string): void {
  const code = codeMigrations();
  if (summary.header.migrations.join() === code.join()) return;
  const theirs = summary.header.migrations.length;
  throw new Error(
    `${path} was made by a version with ${theirs} migration(s) applied, this one has ${code.length}: ` +
      `restore it with the version that made it${theirs < code.length ? ", then start this version on it to upgrade" : ""}`,
  );
}

/**
 * Restores the dump at `path` into the configured database (PostgreSQL at
 * `databaseUrl`, or a new embedded one at `folder`) and its files under
 * `dataDir`. Everything is checked before anything is written; the rows go
 * in one transaction; the files are staged and moved into place only after
 * it commits. On failure an embedded database this call created is removed.
 */
export async function restore(options: {
  path: string;
  databaseUrl: string | undefined;
  dataDir: string;
  folder: string;
}): Promise<DumpSummary> {
  const summary = await checkDump(options.path);
  ensureSameSchema(summary, options.path);
  const filled = foldersWithFiles(options.dataDir);
  if (filled.length > 0) {
    throw new Error(
      `${options.dataDir} already holds files (${filled.join(", ")}): restore into a data folder without them`,
    );
  }
  const where = options.databaseUrl
    ? "the PostgreSQL database (DATABASE_URL)"
    : `the embedded database under ${options.folder}`;
  if (!options.databaseUrl && existsSync(options.folder) && readdirSync(options.folder).length > 0) {
    throw new Error(`${where} is not empty: restore into a DATA_DIR without a database`);
  }
  let created = false;
  let handle: DatabaseHandle | undefined;
  try {
    handle = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.folder);
    created = !options.databaseUrl;
    await ensureEmpty(handle, where);
    await runMigrations(handle);
    const files = await stageFiles(options.path, options.dataDir);
    try {
      await restoreDatabase(handle, options.path);
    } catch (error) {
      files.abort();
      throw error;
    }
    files.commit();
    return summary;
  } catch (error) {
    await handle?.close().catch(() => {});
    handle = undefined;
    if (created) rmSync(options.folder, { recursive: true, force: true });
    throw error;
  } finally {
    await handle?.close();
  }
}
