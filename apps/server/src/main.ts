import { join } from "node:path";
import { buildApp } from "./app";
import { dataKeyOf, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { runMigrations } from "./db/migrate";
import { periodicJobs } from "./jobs";
import { fieldCipher } from "./lib/field-encryption";
import { startJobs } from "./lib/jobs";
import { loggerOptions } from "./lib/log";
import { findWebDist } from "./lib/web-dist";
import { bootstrapOperator, hasOperator } from "./modules/admin/service";
import { catalogueImageStore } from "./modules/catalogue/images";
import { DEMO_PLATFORM_BANK_ACCOUNT, DEMO_PROMPTPAY_ID, seedDemo } from "./modules/demo/seed";
import { seedDemoStore } from "./modules/demo/store";
import { sealPersonalData } from "./seal-personal-data";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await runMigrations(database);

const { key: dataKey, file: keyFile } = dataKeyOf(config);
const sealed = await sealPersonalData(database.db, fieldCipher(dataKey));

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
      " Write it down now: it is not shown again. Change it at the first",
      " sign-in (POST /api/admin/change-password): until then nothing else",
      " is open. To choose your own instead, start with ADMIN_ACCOUNT and",
      " ADMIN_PASSWORD set.",
      "==================================================================",
      "",
      "",
    ].join("\n"),
  );
}
const catalogueImagesDir = join(config.dataDir, "catalogue-images");
if (config.demo) {
  await seedDemo(database.db, catalogueImageStore(catalogueImagesDir), {
    // Drawn pictures are kept here, so a restart or a fresh database on this folder draws nothing.
    cacheDir: join(config.dataDir, "cache", "demo-pictures"),
    onDrawing: () => process.stdout.write("Drawing the demo catalogue's pictures (first start only)...\n"),
  });
}
const operatorMissing = !generated && !config.admin && !(await hasOperator(database.db));

const webDist = findWebDist();
const app = await buildApp({
  db: database.db,
  dbKind: database.kind,
  webDist,
  logger: loggerOptions(config.logLevel),
  trustProxy: config.trustProxy,
  uploadsDir: join(config.dataDir, "uploads"),
  dataKey,
  catalogueImagesDir,
  // The demo's QR codes name no real PromptPay account unless one is configured.
  promptPayId: config.promptPayId ?? (config.demo ? DEMO_PROMPTPAY_ID : undefined),
  // The demo offers bank transfer too: a clearly fake receiving account unless one is configured.
  platformBankAccount: config.platformBankAccount ?? (config.demo ? DEMO_PLATFORM_BANK_ACCOUNT : undefined),
  customerServiceUrl: config.customerServiceUrl,
  demo: config.demo,
  paymentProvider: config.paymentProvider,
  stripe: config.stripe,
  realtimePool: database.client.kind === "postgres" ? database.client.pool : undefined,
});
if (config.demo) {
  // The demo seller's shop at /s/demo, ready for a buyer's order (sandbox money only).
  const opened = await seedDemoStore(database.db, {
    files: app.uploads.store,
    cipher: fieldCipher(dataKey),
    payments: app.payments,
    promptPayId: config.promptPayId ?? DEMO_PROMPTPAY_ID,
  });
  if (opened) app.log.info("demo store opened at /s/demo");
}
if (keyFile) {
  app.log.warn(
    { keyFile },
    "card and ID numbers are sealed with the key in this file: back it up apart from the database (or set DATA_ENCRYPTION_KEY)",
  );
}
if (sealed.cards + sealed.withdrawalCards + sealed.idNumbers > 0)
  app.log.info(sealed, "sealed stored personal numbers");
if (sealed.duplicateIdNumbers.length > 0) {
  app.log.warn(
    { verificationIds: sealed.duplicateIdNumbers },
    "verifications carry an ID number that another account's open verification has: review them",
  );
}
if (operatorMissing) {
  app.log.warn("no operator account yet: start once with ADMIN_ACCOUNT and ADMIN_PASSWORD set to create one");
}
app.log.info({ paymentProvider: config.paymentProvider, demo: config.demo }, "payments");
if (!webDist) {
  app.log.warn("apps/web/dist not found: serving the API only (run npm run build -w @seller/web)");
}

const stopJobs = startJobs(
  periodicJobs(database.db, app.uploads.store, app.payments, app.realtime.publish, { demo: config.demo }),
  app.log,
);

/**
 * A process that ignores SIGTERM is killed by its supervisor with nothing said; one whose
 * shutdown hangs ends on its own after this long and logs what it was waiting for.
 */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function shutdown(signal: string) {
  let waitingFor = "requests and sockets";
  setTimeout(() => {
    app.log.error(
      { signal, waitingFor, pending: process.getActiveResourcesInfo() },
      "shutdown took too long",
    );
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  app.log.info({ signal }, "shutting down");
  const jobsStopped = stopJobs();
  await app.close();
  waitingFor = "periodic jobs";
  await jobsStopped;
  waitingFor = "database";
  await database.close();
  process.exit(0);
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: config.port, host: config.host });
