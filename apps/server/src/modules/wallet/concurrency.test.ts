import { describe, expect, it } from "vitest";
import { en, useTestApp } from "../../test/app";
import {
  call,
  expectSoundLedger,
  profile,
  readySeller,
  setDailyLimit,
  TEST_PROMPTPAY_ID,
  WITHDRAW_PASSWORD,
} from "../../test/wallet";

const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID });

describe("simultaneous withdrawals", () => {
  it("lets exactly 8 of 20 simultaneous withdrawals through when the balance covers 8", async () => {
    const seller = await readySeller(t.app, t.database.db, "40000");
    // The daily count (3) would otherwise refuse them first; this test is about the balance.
    // Twenty, not more: each checks the withdrawal password (argon2) through the account's five
    // places, and a check that waits over 5 s for a place is told to try later (lib/wait-for-place.ts).
    await setDailyLimit(t.database.db, 100);
    try {
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          call(t.app, seller.token, "POST", "/api/sellers/wallet/withdraw", {
            amount: "5000",
            withdraw_password: WITHDRAW_PASSWORD,
          }),
        ),
      );
      const elapsed = Math.round(performance.now() - started);
      const accepted = answers.filter((a) => a.statusCode === 201);
      const refused = answers.filter((a) => a.statusCode !== 201);
      console.info(
        `[${t.database.kind}] 20 simultaneous withdrawals: ${accepted.length} accepted, ${refused.length} refused in ${elapsed} ms`,
      );
      expect(accepted).toHaveLength(8);
      for (const answer of refused) {
        expect(answer.statusCode).toBe(422);
        expect(answer.json()).toMatchObject({
          code: "REQUEST_VALIDATION_ERROR",
          message: en("wallet.amountAboveBalance", { balance: "0.00", amount: "5000.00" }),
        });
      }
      expect(new Set(accepted.map((a) => a.json().data.withdrawal.id)).size).toBe(8);
      expect(await profile(t.app, seller.token)).toMatchObject({
        available_balance: "0.00",
        freeze_amount: "40000.00",
      });
      await expectSoundLedger(t.database.db);
    } finally {
      await setDailyLimit(t.database.db, 3);
    }
  });
});
