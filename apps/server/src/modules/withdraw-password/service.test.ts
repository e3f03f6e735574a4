import { WITHDRAW_PASSWORD_LOCKOUT_THRESHOLD } from "@seller/contract/wallet";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { en, useTestApp } from "../../test/app";
import {
  call,
  expectSoundLedger,
  profile,
  readySeller,
  TEST_PROMPTPAY_ID,
  WITHDRAW_PASSWORD,
} from "../../test/wallet";

// Every password check is counted, to prove how many a burst of guesses gets.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../lib/passwords", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../lib/passwords")>();
  return {
    ...original,
    verifyPassword: (hash: string, password: string) => {
      checks.count += 1;
      return original.verifyPassword(hash, password);
    },
  };
});

const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID });
beforeEach(() => {
  checks.count = 0;
});

describe("the withdrawal-password lock under guesses sent at once", () => {
  it("checks at most 5 of 30 withdrawals with a wrong password, moves nothing, and locks", async () => {
    const seller = await readySeller(t.app, t.database.db, "10000");
    checks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(
          t.app,
          seller.token,
          "POST",
          "/api/sellers/wallet/withdraw",
          { amount: "5000", withdraw_password: "wrong-guess" },
          { "idempotency-key": `burst-${i}` },
        ),
      ),
    );
    expect(checks.count).toBeLessThanOrEqual(WITHDRAW_PASSWORD_LOCKOUT_THRESHOLD);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(0);
    expect(answers.filter((a) => a.statusCode === 422).length).toBeLessThan(
      WITHDRAW_PASSWORD_LOCKOUT_THRESHOLD,
    );
    expect(answers.every((a) => [422, 429].includes(a.statusCode))).toBe(true);
    const right = await call(t.app, seller.token, "POST", "/api/sellers/wallet/withdraw", {
      amount: "5000",
      withdraw_password: WITHDRAW_PASSWORD,
    });
    expect(right.json().message).toBe(en("wallet.withdrawPasswordLocked", { minutes: 30 }));
    expect((await profile(t.app, seller.token)).available_balance).toBe("10000.00");
    await expectSoundLedger(t.database.db);
  });

  it("checks at most 5 of 30 wrong guesses at verify-withdraw-password", async () => {
    const seller = await readySeller(t.app, t.database.db, "5000");
    checks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(t.app, seller.token, "POST", "/api/sellers/wallet/verify-withdraw-password", {
          password: "nope-nope",
        }),
      ),
    );
    expect(checks.count).toBeLessThanOrEqual(WITHDRAW_PASSWORD_LOCKOUT_THRESHOLD);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(25);
  });

  it("still accepts the right password sent with a few wrong ones while under 5", async () => {
    const seller = await readySeller(t.app, t.database.db, "5000");
    const answers = await Promise.all([
      call(t.app, seller.token, "POST", "/api/sellers/wallet/verify-withdraw-password", {
        password: "nope-nope",
      }),
      call(t.app, seller.token, "POST", "/api/sellers/wallet/verify-withdraw-password", {
        password: WITHDRAW_PASSWORD,
      }),
      call(t.app, seller.token, "POST", "/api/sellers/wallet/verify-withdraw-password", {
        password: "nope-nope",
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422]);
  });
});
