import { describe, expect, it } from "vitest";
import { orderByCode } from "../modules/orders/reads";
import { useTestApp } from "../test/app";
import { bankChecks } from "../test/bank/checks";
import { injectSend } from "../test/bank/client";
import { BANK_APP_OPTIONS, bankFixture } from "../test/bank/fixture";
import { runBank, shownBalances } from "../test/bank/workload";

/**
 * Issue 14, the bank test (after Jepsen's): 1,000 random money moves from 8
 * clients at once, through the API, on this suite's database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL). The bench runs 10,000 (bench/bank.bench.ts).
 */
const t = useTestApp(BANK_APP_OPTIONS);
const OPERATIONS = Number(process.env.BANK_OPERATIONS ?? 1000);

describe("the bank test", () => {
  it("conserves money through 1,000 concurrent random moves: no seller negative, balances equal to transfers, orders' money matching their state", async () => {
    const fixture = await bankFixture(t.app, 5);
    const send = injectSend(t.app);
    const report = await runBank(send, fixture, {
      operations: OPERATIONS,
      concurrency: 8,
      seed: Number(process.env.BANK_SEED ?? 14),
      orderId: async ({ code }) => (await orderByCode(t.app.db, code)).id,
    });
    const checks = await bankChecks(t.app.db, {
      acknowledged: report.acknowledged,
      shown: await shownBalances(send, fixture),
    });
    console.info(
      `[${t.database.kind}] bank: ${report.operations} moves in ${Math.round(report.elapsedMs)} ms ` +
        `(${Math.round((report.operations / report.elapsedMs) * 1000)}/s), ${report.acknowledged.length} acknowledged, ` +
        `${report.refused} refused; ${JSON.stringify(report.byKind)}`,
    );
    expect(report.serverErrors).toEqual([]);
    expect(report.unanswered).toEqual([]);
    expect(report.operations).toBeGreaterThanOrEqual(OPERATIONS);
    for (const check of checks) expect(check.breaches, check.name).toEqual([]);
    // The run moved money of every kind, or it proves less than it claims.
    for (const kind of [
      "approve_recharge",
      "approve_withdrawal",
      "reject_withdrawal",
      "pay_order",
      "ship",
      "early_receipt",
      "confirm_receipt",
      "refund",
    ])
      expect(report.byKind[kind]?.ok ?? 0, kind).toBeGreaterThan(0);
  }, 600_000);
});
