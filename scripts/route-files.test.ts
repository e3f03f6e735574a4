import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const MODULES = join(import.meta.dirname, "../apps/server/src/modules");

/**
 * A route file speaks HTTP only: it reads the request, calls one service and shapes the answer
 * (ARCHITECTURE.md "Dependency direction"; STYLE.md). Transactions, idempotency keys and audit
 * records are opened in the module's services, so that a rule is found where its data lives and a
 * second caller (a job, a test, another route) cannot skip it.
 */
const OPENED_ONLY_IN_SERVICES: readonly { what: string; pattern: RegExp }[] = [
  { what: "a transaction", pattern: /\.transaction\(|transactionThenPublish/ },
  { what: "an idempotency key", pattern: /runIdempotent/ },
  { what: "an audit record", pattern: /from "\.\.\/audit\/service"|recordOperatorAct|recordSecurityAct/ },
];

function breachesIn(source: string): string[] {
  return OPENED_ONLY_IN_SERVICES.filter(({ pattern }) => pattern.test(source)).map(({ what }) => what);
}

function routeFiles(): string[] {
  return readdirSync(MODULES, { recursive: true, encoding: "utf8" })
    .filter((path) => /(^|\/)[a-z-]*routes\.ts$/.test(path))
    .map((path) => join(MODULES, path));
}

describe("route files", () => {
  it("open no transaction, idempotency key or audit record", () => {
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(20);
    const opening = files
      .map((file) => ({ file: relative(MODULES, file), opens: breachesIn(readFileSync(file, "utf8")) }))
      .filter(({ opens }) => opens.length > 0);
    expect(opening).toEqual([]);
  });

  it("catch each kind of breach", () => {
    expect(breachesIn("await app.db.transaction((tx) => move(tx));")).toEqual(["a transaction"]);
    expect(breachesIn("transactionThenPublish(app.db, publish, work)")).toEqual(["a transaction"]);
    expect(breachesIn("await runIdempotent(app.db, call, { run })")).toEqual(["an idempotency key"]);
    expect(breachesIn('import { recordOperatorAct } from "../audit/service";')).toEqual(["an audit record"]);
    expect(breachesIn("const answer = await payDepositOnce(app.db, call, sellerId, respond);")).toEqual([]);
  });
});
