/**
 * `npm run db:backup -- [FILE]`: writes a dump of the configured database
 * (DATABASE_URL, or the embedded one under DATA_DIR) and of the files under
 * DATA_DIR to FILE (default: seller-backup-<time>.dump.gz where the command
 * was typed). A running server holding the embedded database is asked over
 * its control socket to read it, in one snapshot (db/dump/backup.ts).
 */
import { existsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { loadConfig } from "../config";
import { backup } from "../db/dump/backup";
import { failArguments, fromCaller, readArguments, run } from "./database-command";

const USAGE = `Usage: npm run db:backup -- [FILE]
  Writes the database (DATABASE_URL, or the embedded one under DATA_DIR) and the files under
  DATA_DIR (identity images, catalogue pictures) to FILE, a gzip-compressed dump that
  npm run db:restore reads. FILE must not exist yet. The data key (DATA_ENCRYPTION_KEY or
  DATA_DIR/data-encryption.key) is not in it: keep it apart. With S3_BUCKET set the nodes
  keep their files in that object store, and the dump holds only what is under DATA_DIR
  (nothing, on such nodes): back the bucket up with the object store's own means
  (versioning, replication, or a copy of the bucket) at the same time.`;

const { positionals } = readArguments(USAGE, {}, 1);
const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "");
const path = fromCaller(positionals[0] ?? `seller-backup-${stamp}.dump.gz`);
if (existsSync(path)) failArguments(USAGE, `${path} exists already: a backup never overwrites a file`);
if (!existsSync(dirname(path))) failArguments(USAGE, `the folder ${dirname(path)} does not exist`);

await run("db:backup", async () => {
  const config = loadConfig();
  const started = performance.now();
  const result = await backup({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    folder: join(config.dataDir, "pglite"),
    path,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const rows = Object.values(result.rows).reduce((sum, count) => sum + count, 0);
  const source = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite under ${config.dataDir}`;
  console.log(
    `db:backup: ${source}${result.by === "this process" ? "" : ` (read by the running ${result.by})`}: ` +
      `${rows} rows in ${Object.keys(result.rows).length} tables (${result.rows.sellers ?? 0} sellers, ` +
      `${result.rows.orders ?? 0} orders, ${result.rows.transfers ?? 0} transfers) and ${result.files} files ` +
      `written to ${path} (${(statSync(path).size / 1024).toFixed(0)} KiB, ${seconds} s)`,
  );
  if (config.objectStorage)
    console.log(
      `  the files in the object store's bucket ${config.objectStorage.bucket} are not in this dump: back the bucket up with the object store's own means`,
    );
});
