// `npm test`: every suite. Unit and API suites run on PGlite; when
// TEST_DATABASE_URL is set the server suites run again on that PostgreSQL.
// Then the app is built and the browser suite runs in Debian's Chromium.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureChromium } from "./ensure-chromium.mjs";

const reports = mkdtempSync(join(tmpdir(), "seller-tests-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedRuns = 0;

function run(label, command, args, env = process.env) {
  console.log(`\n=== ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) failedRuns += 1;
  return result.status === 0;
}

function vitest(label, args, env = process.env) {
  const report = join(reports, `${label.replace(/\W+/g, "-")}.json`);
  const ok = run(
    label,
    "npx",
    ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    env,
  );
  try {
    const summary = JSON.parse(readFileSync(report, "utf8"));
    totals.passed += summary.numPassedTests;
    totals.failed += summary.numFailedTests;
    totals.skipped += summary.numPendingTests + (summary.numTodoTests ?? 0);
  } catch {
    if (ok) failedRuns += 1;
    totals.failed += 1;
  }
}

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
vitest("unit and API suites on PGlite", [], withoutPostgres);
if (TEST_DATABASE_URL) {
  vitest("server suites on PostgreSQL", ["--project", "server"], process.env);
}
// The suites that store and read files, again with every file in S3-compatible object storage
// (an S3 server the tests start), on each database.
const FILE_SUITES = [
  "apps/server/src/modules/files",
  "apps/server/src/modules/verification/identity-images.test.ts",
  "apps/server/src/modules/catalogue/admin-images.test.ts",
  "apps/server/src/jobs.test.ts",
  "apps/server/src/modules/health",
];
vitest("file suites on object storage, PGlite", FILE_SUITES, { ...withoutPostgres, TEST_OBJECT_STORE: "s3" });
if (TEST_DATABASE_URL) {
  vitest("file suites on object storage, PostgreSQL", FILE_SUITES, {
    ...process.env,
    TEST_OBJECT_STORE: "s3",
  });
}

ensureChromium();
if (run("build", "npm", ["run", "build"], withoutPostgres)) {
  vitest("browser suite", ["--config", "e2e/vitest.config.ts"], withoutPostgres);
} else {
  totals.failed += 1;
}

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedRuns === 0 && totals.failed === 0 ? 0 : 1);
