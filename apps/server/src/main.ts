import { join } from "node:path";
import { buildApp } from "./app";
import { dataKeyOf, loadConfig } from "./config";
import { DatabaseFolderError, openDatabase } from "./db/client";
import { DUMP_DATABASE_COMMAND, serveControl, VERIFY_LEDGER_COMMAND } from "./db/control-socket";
import { dumpForControl } from "./db/dump/server-dump";
import { isDatabaseUnavailable } from "./db/failures";
import { FolderInUseError } from "./db/folder-lock";
import { runMigrations } from "./db/migrate";
import { periodicJobs } from "./jobs";
import { memoryCounterStore, redisCounterStore } from "./lib/counter-store";
import { fieldCipher } from "./lib/field-encryption";
import { startJobs } from "./lib/jobs";
import { loggerOptions } from "./lib/log";
import { findWebDist } from "./lib/web-dist";
import { bootstrapOperator, hasOperator } from "./modules/admin/service";
import { catalogueImageStore } from "./modules/catalogue/images";
import { DEMO_PLATFORM_BANK_ACCOUNT, DEMO_PROMPTPAY_ID, seedDemo } from "./modules/demo/seed";
import { seedDemoStore } from "./modules/demo/store";
import { folderStorage } from "./modules/files/object-store";
import { s3Storage } from "./modules/files/s3-object-store";
import { verifyLedger } from "./modules/wallet/verify-ledger";
import { sealPersonalData } from "./seal-personal-data";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
  (error: unknown) => {
    // A folder in use or not writable is the operator's to fix: one line naming it, not a stack
    // through the bundle's minified source.
    if (error instanceof FolderInUseError || error instanceof DatabaseFolderError) {
      process.stderr.write(`The server did not start: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  },
);
// A node may start before its database (a fleet restarted together, a failover under way):
// it waits for it, saying so, instead of exiting; it listens, and so is ready, only after.
for (let attempt = 1; ; attempt++) {
  try {
    await runMigrations(database);
    break;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    const waitMs = Math.min(1_000 * 2 ** (attempt - 1), 10_000);
    const cause = error instanceof Error ? error.message || error.name : String(error);
    process.stderr.write(`The database is not reachable (${cause}); trying again in ${waitMs / 1000} s\n`);
    await new Promise((done) => setTimeout(done, waitMs));
  }
}

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
      " Write it down now: it is not shown again. At the first sign-in in",
      " the console (/admin), change it, then set up two-factor sign-in",
      " with an authenticator app (the console shows a QR code and the key",
      " to type): every operator signs in with a code, and nothing else is",
      " open until both are done. To choose your own password instead,",
      " start with ADMIN_ACCOUNT and ADMIN_PASSWORD (12 characters or more).",
      "==================================================================",
      "",
      "",
    ].join("\n"),
  );
}
const catalogueImagesDir = join(config.dataDir, "catalogue-images");
const fileStorage = config.objectStorage
  ? s3Storage(config.objectStorage)
  : folderStorage(config.dataDir, { "catalogue-images": catalogueImagesDir });
if (config.demo) {
  await seedDemo(database.db, catalogueImageStore(fileStorage.area("catalogue-images")), {
    // Drawn pictures are kept here, so a restart or a fresh database on this folder draws nothing.
    cacheDir: join(config.dataDir, "cache", "demo-pictures"),
    onDrawing: () => process.stdout.write("Drawing the demo catalogue's pictures (first start only)...\n"),
  });
}
const operatorMissing = !generated && !config.admin && !(await hasOperator(database.db));

const webDist = findWebDist();
let redisFailure = "";
const counters = config.redisUrl
  ? redisCounterStore(config.redisUrl, {
      onError: (error) => {
        // Said once per kind of failure, not at every reconnection attempt.
        if (error.message === redisFailure) return;
        redisFailure = error.message;
        process.stderr.write(`Redis (REDIS_URL): ${error.message}\n`);
      },
    })
  : memoryCounterStore();
const app = await buildApp({
  db: database.db,
  dbKind: database.kind,
  webDist,
  logger: loggerOptions(config.logLevel),
  trustProxy: config.trustProxy,
  uploadsDir: join(config.dataDir, "uploads"),
  dataKey,
  catalogueImagesDir,
  fileStorage,
  // The demo's QR codes name no real PromptPay account unless one is configured.
  promptPayId: config.promptPayId ?? (config.demo ? DEMO_PROMPTPAY_ID : undefined),
  // The demo offers bank transfer too: a clearly fake receiving account unless one is configured.
  platformBankAccount: config.platformBankAccount ?? (config.demo ? DEMO_PLATFORM_BANK_ACCOUNT : undefined),
  customerServiceUrl: config.customerServiceUrl,
  demo: config.demo,
  paymentProvider: config.paymentProvider,
  stripe: config.stripe,
  counters,
  metricsToken: config.metricsToken,
  cataloguePageMs: config.cataloguePageMs,
  realtimePool: database.client.kind === "postgres" ? database.client.pool : undefined,
  databasePool: database.client.kind === "postgres" ? database.client.pool : undefined,
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

// The embedded database is this process's alone: `npm run ledger:verify` asks it to run the check,
// `npm run db:backup` to read the database in one snapshot.
const closeControl =
  database.kind === "pglite"
    ? await serveControl(join(config.dataDir, "pglite"), {
        [VERIFY_LEDGER_COMMAND]: async () => {
          const breaches = await verifyLedger(database.db);
          app.metrics.ledgerVerified(breaches.length);
          return breaches;
        },
        [DUMP_DATABASE_COMMAND]: () => dumpForControl(database),
      }).catch((error: unknown) => {
        app.log.warn(
          { err: error },
          "no control socket: npm run ledger:verify and db:backup cannot reach this running server",
        );
        return async () => {};
      })
    : async () => {};

const stopJobs = startJobs(
  periodicJobs(database.db, app.uploads.store, app.payments, app.realtime.publish, {
    demo: config.demo,
    onLedgerVerified: app.metrics.ledgerVerified,
  }),
  app.log,
  app.metrics.observeJob,
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
  await closeControl();
  waitingFor = "periodic jobs";
  await jobsStopped;
  waitingFor = "database";
  await database.close();
  process.exit(0);
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: config.port, host: config.host });
