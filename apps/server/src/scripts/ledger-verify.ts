/**
 * `npm run ledger:verify`: checks the ledger's invariants on the configured
 * database (DATABASE_URL, or the embedded one under DATA_DIR) and exits 1 on
 * any breach, 2 when the check itself cannot run.
 */
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { verifyLedger } from "../modules/wallet/verify-ledger";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let exitCode = 0;
try {
  // The same migrations the server applies at start, so a fresh data folder can be checked too.
  await runMigrations(database);
  const breaches = await verifyLedger(database.db);
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite under ${config.dataDir}`;
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
  console.error("ledger:verify could not run:", error);
} finally {
  await database.close();
}
process.exit(exitCode);
