/**
 * `npm run db:restore -- FILE`: reads a dump written by db:backup into the
 * configured database, which must be empty (DATABASE_URL, or a DATA_DIR with
 * no embedded database yet), and its files under DATA_DIR (db/dump/restore.ts).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../config";
import { restore } from "../db/dump/restore";
import { failArguments, fromCaller, readArguments, run } from "./database-command";

const USAGE = `Usage: npm run db:restore -- FILE
  Reads FILE, a dump written by npm run db:backup, into the configured database: an empty
  PostgreSQL database (DATABASE_URL) or, without DATABASE_URL, a new embedded one under
  DATA_DIR (which must hold no database and no files yet). Nothing is written unless the
  whole dump can be. Start the server with the same data key the dump's source had.`;

const { positionals } = readArguments(USAGE, {}, 1);
if (!positionals[0]) failArguments(USAGE, "which dump? name the FILE to restore");
const path = fromCaller(positionals[0]);
if (!existsSync(path)) failArguments(USAGE, `${path} does not exist`);

await run("db:restore", async () => {
  const config = loadConfig();
  const started = performance.now();
  const summary = await restore({
    path,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    folder: join(config.dataDir, "pglite"),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
  const target = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite under ${config.dataDir}`;
  console.log(
    `db:restore: ${rows} rows (${summary.rows.sellers ?? 0} sellers, ${summary.rows.orders ?? 0} orders, ` +
      `${summary.rows.transfers ?? 0} transfers) and ${summary.files} files from ${path} (made ${summary.header.createdAt}) ` +
      `restored into ${target} in ${seconds} s`,
  );
  if (!config.dataKey && !existsSync(join(config.dataDir, "data-encryption.key"))) {
    console.log(
      "db:restore: card and ID numbers and identity images are sealed with the source's data key: set DATA_ENCRYPTION_KEY " +
        `to it, or copy its data-encryption.key into ${config.dataDir}, before starting the server`,
    );
  }
});
