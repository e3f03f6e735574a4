/**
 * `npm run ledger:verify`: checks the ledger's invariants on the configured
 * database (DATABASE_URL, or the embedded one under DATA_DIR) and exits 1 on
 * any breach, 2 when the check itself cannot run (the database cannot be opened
 * or reached).
 *
 * The embedded database belongs to one process at a time (db/folder-lock.ts):
 * while a server holds the folder, the check runs inside that server, asked
 * over its local control socket (db/control-socket.ts), and never opens the
 * folder a second time. A stopped server's folder, or a copy, is opened here.
 */
import { join } from "node:path";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { askControl, VERIFY_LEDGER_COMMAND } from "../db/control-socket";
import { FolderInUseError } from "../db/folder-lock";
import { runMigrations } from "../db/migrate";
import { type Breach, verifyLedger } from "../modules/wallet/verify-ledger";

const config = loadConfig();
const folder = join(config.dataDir, "pglite");

async function check(): Promise<{ where: string; breaches: Breach[] }> {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof FolderInUseError)) throw error;
    const breaches = (await askControl(folder, VERIFY_LEDGER_COMMAND).catch((cause: unknown) => {
      throw new Error(
        `${error.message}; and that process did not answer on its control socket (${cause instanceof Error ? cause.message : String(cause)})`,
      );
    })) as Breach[];
    return {
      where: `PGlite under ${config.dataDir}, checked by the running server (pid ${error.pid})`,
      breaches,
    };
  }
  try {
    // The same migrations the server applies at start, so a fresh data folder can be checked too.
    await runMigrations(database);
    const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite under ${config.dataDir}`;
    return { where, breaches: await verifyLedger(database.db) };
  } finally {
    await database.close();
  }
}

let exitCode = 0;
try {
  const { where, breaches } = await check();
  if (breaches.length === 0) {
    console.log(`ledger:verify: ${where}: all invariants hold`);
  } else {
    exitCode = 1;
    console.error(`ledger:verify: ${where}: ${breaches.length} breach(es)`);
    for (const breach of breaches) {
      console.error(
        `  - ${breach.rule}${breach.accountId === undefined ? "" : ` (account ${breach.accountId})`}: ${breach.detail}`,
      );
    }
  }
} catch (error) {
  exitCode = 2;
  console.error(`ledger:verify could not run: ${error instanceof Error ? error.message : String(error)}`);
}
process.exit(exitCode);
