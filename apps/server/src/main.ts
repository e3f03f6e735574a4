import { join } from "node:path";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { runMigrations } from "./db/migrate";
import { periodicJobs } from "./jobs";
import { startJobs } from "./lib/jobs";
import { findWebDist } from "./lib/web-dist";
import { bootstrapOperator, hasOperator } from "./modules/admin/service";
import { DEMO_PLATFORM_BANK_ACCOUNT, seedDemoData } from "./modules/demo/seed";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await runMigrations(database);

const generated = await bootstrapOperator(database.db, {
  admin: config.admin,
  generateIfNone: database.kind === "pglite",
});
if (generated) {
  // Printed once, on the start that created the account; it is stored only as a hash.
  process.stdout.write(
    [
      "",
      "==================================================================",
      " An operator account was created for the operator console.",
      `   account:  ${generated.account}`,
      `   password: ${generated.password}`,
      " Write it down now: it is not shown again. To choose your own,",
      " start with ADMIN_ACCOUNT and ADMIN_PASSWORD set.",
      "==================================================================",
      "",
      "",
    ].join("\n"),
  );
}
if (config.demo) await seedDemoData(database.db);
const operatorMissing = !generated && !config.admin && !(await hasOperator(database.db));

const webDist = findWebDist();
const app = await buildApp({
  db: database.db,
  dbKind: database.kind,
  webDist,
  logger: { level: config.logLevel },
  trustProxy: config.trustProxy,
  uploadsDir: join(config.dataDir, "uploads"),
  fileUrlSecret: config.fileUrlSecret,
  promptPayId: config.promptPayId,
  // The demo offers bank transfer too: a clearly fake receiving account unless one is configured.
  platformBankAccount: config.platformBankAccount ?? (config.demo ? DEMO_PLATFORM_BANK_ACCOUNT : undefined),
  customerServiceUrl: config.customerServiceUrl,
  demo: config.demo,
  paymentProvider: config.paymentProvider,
  stripe: config.stripe,
  realtimePool: database.client.kind === "postgres" ? database.client.pool : undefined,
});
if (operatorMissing) {
  app.log.warn("no operator account yet: start once with ADMIN_ACCOUNT and ADMIN_PASSWORD set to create one");
}
app.log.info({ paymentProvider: config.paymentProvider, demo: config.demo }, "payments");
if (!webDist) {
  app.log.warn("apps/web/dist not found: serving the API only (run npm run build -w @seller/web)");
}

const stopJobs = startJobs(
  periodicJobs(database.db, app.uploads.store, app.payments, app.realtime.publish),
  app.log,
);

async function shutdown(signal: string) {
  app.log.info({ signal }, "shutting down");
  stopJobs();
  await app.close();
  await database.close();
  process.exit(0);
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: config.port, host: config.host });
