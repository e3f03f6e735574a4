/**
 * The server the crash test kills: the API on the database at DATABASE_URL,
 * or the embedded one under DATA_DIR, as `npm start` opens it (migrations
 * at start). On its first start (no fixture file yet) it makes the bank
 * test's sellers through its own API and writes them to CRASH_FIXTURE. It
 * prints "listening <port>" once it listens on a free loopback port.
 */
import { existsSync, mkdtempSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../../app";
import { openDatabase } from "../../db/client";
import { runMigrations } from "../../db/migrate";
import { RELAXED_LIMITS, TEST_DATA_KEY } from "../app";
import { BANK_APP_OPTIONS, bankFixture } from "./fixture";

const fixtureFile = process.env.CRASH_FIXTURE;
const dataDir = process.env.DATA_DIR;
if (!fixtureFile || !dataDir) throw new Error("CRASH_FIXTURE and DATA_DIR are required");

const databaseUrl = process.env.DATABASE_URL;
const database = await openDatabase(databaseUrl ? { databaseUrl, dataDir } : { dataDir });
await runMigrations(database);
const app = await buildApp({
  db: database.db,
  dbKind: database.kind,
  dataKey: TEST_DATA_KEY,
  uploadsDir: join(dataDir, "uploads"),
  catalogueImagesDir: mkdtempSync(join(tmpdir(), "crash-catalogue-")),
  limits: RELAXED_LIMITS,
  ...BANK_APP_OPTIONS,
});
await app.ready();
if (!existsSync(fixtureFile)) {
  // CRASH_FEES=1: the fees on, and one seller whose deposit is refunded and paid again (as the bank test).
  const fees = process.env.CRASH_FEES === "1";
  const fixture = await bankFixture(
    app,
    Number(process.env.CRASH_SELLERS ?? 4),
    "50000",
    fees ? { fees: true, depositSellers: 1 } : {},
  );
  writeFileSync(`${fixtureFile}.part`, JSON.stringify(fixture));
  renameSync(`${fixtureFile}.part`, fixtureFile);
}
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
if (!address || typeof address === "string") throw new Error("no port");
console.log(`listening ${address.port}`);
