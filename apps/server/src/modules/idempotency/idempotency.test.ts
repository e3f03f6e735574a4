import { describe, expect, it } from "vitest";
import { en, signedInSeller, useTestApp } from "../../test/app";
import {
  call,
  expectSoundLedger,
  fund,
  operatorToken,
  profile,
  readySeller,
  TEST_PROMPTPAY_ID,
  WITHDRAW_PASSWORD,
} from "../../test/wallet";
import { IDEMPOTENCY_KEY_RETENTION_MS, purgeExpiredIdempotencyKeys } from "./service";
import { idempotencyKeys } from "./tables";

const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID });
const withdraw = (token: string, key: string, amount = "5000") =>
  call(
    t.app,
    token,
    "POST",
    "/api/sellers/wallet/withdraw",
    { amount, withdraw_password: WITHDRAW_PASSWORD },
    { "idempotency-key": key },
  );

describe("Idempotency-Key on money-moving calls", () => {
  it("answers the same key twice with the same answer and freezes the money once", async () => {
    const seller = await readySeller(t.app, t.database.db, "20000");
    const first = await withdraw(seller.token, "submit-1");
    const second = await withdraw(seller.token, "submit-1");
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await profile(t.app, seller.token)).toMatchObject({
      available_balance: "15000.00",
      freeze_amount: "5000.00",
    });
    await expectSoundLedger(t.database.db);
  });

  it("moves money once when the same key arrives twice at once", async () => {
    const seller = await readySeller(t.app, t.database.db, "20000");
    const answers = await Promise.all([withdraw(seller.token, "tap-tap"), withdraw(seller.token, "tap-tap")]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[0]?.json().data.withdrawal.id).toBe(answers[1]?.json().data.withdrawal.id);
    expect(await profile(t.app, seller.token)).toMatchObject({
      available_balance: "15000.00",
      freeze_amount: "5000.00",
    });
    await expectSoundLedger(t.database.db);
  });

  it("credits a recharge once when the operator's confirmation is sent twice at once with one key", async () => {
    const seller = await signedInSeller(t.app);
    const { recharge } = (
      await call(t.app, seller.token, "POST", "/api/sellers/wallet/recharge", { amount: "5000" })
    ).json().data;
    const operator = await operatorToken(t.app, t.database.db);
    const url = `/api/admin/recharges/${recharge.id}/approve`;
    const answers = await Promise.all([
      call(t.app, operator, "POST", url, undefined, { "idempotency-key": "pay-1" }),
      call(t.app, operator, "POST", url, undefined, { "idempotency-key": "pay-1" }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await profile(t.app, seller.token)).available_balance).toBe("5000.00");
  });

  it("replays an operator's repeated confirmation after it committed, and refuses its key on another recharge", async () => {
    const seller = await signedInSeller(t.app);
    const recharge = async () =>
      (await call(t.app, seller.token, "POST", "/api/sellers/wallet/recharge", { amount: "5000" })).json()
        .data.recharge;
    const [first, second] = [await recharge(), await recharge()];
    const operator = await operatorToken(t.app, t.database.db);
    const approve = (id: number) =>
      call(t.app, operator, "POST", `/api/admin/recharges/${id}/approve`, undefined, {
        "idempotency-key": "ok-1",
      });
    const answer = await approve(first.id);
    const repeat = await approve(first.id);
    expect(answer.statusCode).toBe(200);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(answer.json());
    const reused = await approve(second.id);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: "REQUEST_INVALID", message: en("idempotency.keyReused") });
    expect((await profile(t.app, seller.token)).available_balance).toBe("5000.00");
    await expectSoundLedger(t.database.db);
  });

  it("refuses the same key with a different body, clearly", async () => {
    const seller = await readySeller(t.app, t.database.db, "20000");
    await withdraw(seller.token, "same-key", "5000");
    const other = await withdraw(seller.token, "same-key", "6000");
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: "REQUEST_INVALID", message: en("idempotency.keyReused") });
    expect((await profile(t.app, seller.token)).freeze_amount).toBe("5000.00");
  });

  it('treats 5000 and "5000.00" as the same request', async () => {
    const seller = await signedInSeller(t.app);
    const key = { "idempotency-key": "recharge-1" };
    const a = await call(t.app, seller.token, "POST", "/api/sellers/wallet/recharge", { amount: 5000 }, key);
    const b = await call(
      t.app,
      seller.token,
      "POST",
      "/api/sellers/wallet/recharge",
      { amount: "5000.00" },
      key,
    );
    expect(b.json().data.recharge.id).toBe(a.json().data.recharge.id);
  });

  it("keeps keys per seller: another seller's same key is a new request", async () => {
    const one = await signedInSeller(t.app);
    const two = await signedInSeller(t.app);
    const key = { "idempotency-key": "shared" };
    const a = await call(t.app, one.token, "POST", "/api/sellers/wallet/recharge", { amount: 5000 }, key);
    const b = await call(t.app, two.token, "POST", "/api/sellers/wallet/recharge", { amount: 5000 }, key);
    expect(b.json().data.recharge.id).not.toBe(a.json().data.recharge.id);
  });

  it("lets a refused call be retried with the same key once the reason is gone", async () => {
    const seller = await readySeller(t.app, t.database.db, "5000");
    const key = "retry-me";
    expect((await withdraw(seller.token, key, "6000")).statusCode).toBe(422);
    await fund(t.app, seller.token, "5000");
    expect((await withdraw(seller.token, key, "6000")).statusCode).toBe(201);
  });

  it.each([
    ["an empty key", ""],
    ["a key over 100 characters", "k".repeat(101)],
    ["a control character", "a\u0007b"],
  ])("refuses %s", async (_, key) => {
    const seller = await signedInSeller(t.app);
    const response = await call(
      t.app,
      seller.token,
      "POST",
      "/api/sellers/wallet/recharge",
      { amount: 5000 },
      { "idempotency-key": key },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(en("idempotency.keyInvalid"));
  });
});

describe("keys' retention", () => {
  it("forgets keys older than the retention and keeps recent ones", async () => {
    const seller = await readySeller(t.app, t.database.db, "20000");
    const now = new Date();
    await withdraw(seller.token, "kept-recent");
    await t.database.db.insert(idempotencyKeys).values({
      actor: "seller:0",
      key: "long-ago",
      requestHash: "x",
      statusCode: 201,
      responseBody: {},
      createdAt: new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS - 60_000),
    });
    expect(await purgeExpiredIdempotencyKeys(t.database.db, now)).toBe(1);
    const left = await t.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((row) => row.key)).toContain("kept-recent");
    expect(left.map((row) => row.key)).not.toContain("long-ago");
  });
});
