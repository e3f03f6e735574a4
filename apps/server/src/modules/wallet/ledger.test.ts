import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signedInSeller, useTestApp } from "../../test/app";
import { expectSoundLedger, fund, TEST_PROMPTPAY_ID } from "../../test/wallet";
import { lockAccounts, platformAccount, platformIn, sellerAccounts, sellerLedger } from "./ledger";
import { verifyLedger } from "./verify-ledger";

const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID });

async function failure(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ""}`;
  }
  throw new Error("expected the database to refuse");
}

describe("the ledger in the database", () => {
  it("refuses to edit or delete a transfer: a mistake is undone by a new transfer", async () => {
    const seller = await signedInSeller(t.app);
    await fund(t.app, seller.token, "5000");
    const db = t.database.db;
    expect(await failure(() => db.execute(sql`update transfers set amount = 1`))).toMatch(/append-only/);
    expect(await failure(() => db.execute(sql`delete from transfers`))).toMatch(/append-only/);
    expect(await failure(() => db.execute(sql`truncate transfers cascade`))).toMatch(/append-only/);
    await expectSoundLedger(db);
  });

  it("never lets a seller account go below zero, even by a direct write", async () => {
    const seller = await signedInSeller(t.app);
    const { available } = await sellerAccounts(t.database.db, seller.id);
    const message = await failure(() =>
      t.database.db.execute(
        sql`update accounts set debits_posted = debits_posted + 1 where id = ${available}`,
      ),
    );
    expect(message).toMatch(/accounts_seller_not_negative|check constraint/);
  });

  it("refuses a transfer of zero or between one account and itself", async () => {
    const seller = await signedInSeller(t.app);
    const { available, frozen } = await sellerAccounts(t.database.db, seller.id);
    const insert = (debit: number, credit: number, amount: number, key: string) =>
      t.database.db.execute(sql`insert into transfers (debit_account_id, credit_account_id, amount, code, reference_type, reference_id, actor_kind, idempotency_key, debit_balance_after, credit_balance_after)
        values (${debit}, ${credit}, ${amount}, 'freeze', 'withdrawal', 1, 'system', ${key}, 0, 0)`);
    expect(await failure(() => insert(available, frozen, 0, "zero"))).toMatch(
      /transfers_amount_positive|check constraint/,
    );
    expect(await failure(() => insert(available, available, 1, "self"))).toMatch(
      /transfers_distinct_accounts|check constraint/,
    );
  });

  it("reports a breach when posted totals do not match the transfers", async () => {
    const seller = await signedInSeller(t.app);
    await fund(t.app, seller.token, "5000");
    const { frozen } = await sellerAccounts(t.database.db, seller.id);
    await t.database.db.execute(
      sql`update accounts set credits_posted = credits_posted + 100 where id = ${frozen}`,
    );
    const breaches = await verifyLedger(t.database.db);
    expect(breaches.map((breach) => breach.rule).sort()).toEqual([
      "all balances sum to zero",
      "posted totals equal the transfers",
    ]);
    await t.database.db.execute(
      sql`update accounts set credits_posted = credits_posted - 100 where id = ${frozen}`,
    );
    await expectSoundLedger(t.database.db);
  });

  it("locks the platform's accounts by kind in the movement's lock, creating one a new database lacks", async () => {
    const seller = await signedInSeller(t.app);
    const own = await sellerLedger(t.database.db, seller.id);
    expect(own.balances).toEqual({ available: 0n, frozen: 0n, deposit: 0n });
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from accounts where seller_id is null and kind = 'fees'`);
        const locked = await lockAccounts(tx, [own.ids.available], ["fees", "bank"]);
        const kinds = [...locked.values()].map((account) => account.kind);
        // The seller's account first: a movement waiting for it must not hold the platform's.
        expect(kinds[0]).toBe("available");
        expect(kinds.slice(1).sort()).toEqual(["bank", "fees"]);
        expect(platformIn(locked, "fees")).toBe(await platformAccount(tx, "fees"));
        expect(platformIn(locked, "bank")).toBe(await platformAccount(tx, "bank"));
        expect(() => platformIn(locked, "buyer_escrow")).toThrow(/not locked/);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error;
      });
  });
});
