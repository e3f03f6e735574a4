import { bankCardSchema } from "@seller/contract/bank-cards";
import { describe, expect, it } from "vitest";
import { en, signedInSeller, useTestApp } from "../../test/app";
import { submitWithImages } from "../../test/verification";
import {
  addCard,
  call,
  operatorToken,
  profile,
  REAL_NAME,
  readySeller,
  TEST_PROMPTPAY_ID,
  verifiedSeller,
  WITHDRAW_PASSWORD,
} from "../../test/wallet";

const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID });
const cards = async (token: string) =>
  (await call(t.app, token, "GET", "/api/sellers/bank-cards")).json().data.cards;

describe("POST /api/sellers/bank-cards", () => {
  it("adds the card, masked, verified when the holder is the verified real name (case and spacing ignored)", async () => {
    const seller = await verifiedSeller(t.app, t.database.db);
    const response = await addCard(t.app, seller.token, {
      card_holder_name: "  SOMCHAI   jaidee ",
      card_number: "1234 5678 9012 3456",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(en("bankCard.added"));
    const card = bankCardSchema.parse(response.json().data.card);
    expect(card).toMatchObject({
      bank_code: "KBANK",
      bank_name: "Kasikornbank",
      card_number: "1234********3456",
      is_default: true,
      status: "verified",
    });
    expect(JSON.stringify(await cards(seller.token))).not.toContain("1234567890123456");
    expect(await profile(t.app, seller.token)).toMatchObject({
      has_bank_account: true,
      bank_code: "KBANK",
      bank_account: "1234********3456",
    });
  });

  it("shows pending while identity review is pending, unverified otherwise", async () => {
    const pending = await signedInSeller(t.app);
    await submitWithImages(t.app, pending.token, { real_name: REAL_NAME });
    expect((await addCard(t.app, pending.token)).json().data.card.status).toBe("pending");
    const unverified = await signedInSeller(t.app);
    expect((await addCard(t.app, unverified.token)).json().data.card.status).toBe("unverified");
    const otherName = await verifiedSeller(t.app, t.database.db);
    expect(
      (await addCard(t.app, otherName.token, { card_holder_name: "Niran Sukjai" })).json().data.card.status,
    ).toBe("unverified");
  });

  it("allows only one card", async () => {
    const seller = await signedInSeller(t.app);
    const answers = await Promise.all([addCard(t.app, seller.token), addCard(t.app, seller.token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.statusCode === 400)?.json().message).toBe(en("bankCard.onlyOne"));
    expect(await cards(seller.token)).toHaveLength(1);
  });

  it.each([
    ["no bank", { bank_name: undefined }, en("bankCard.requiredFields")],
    ["an unknown bank", { bank_name: "Bank of Nowhere" }, en("bankCard.bankUnknown")],
    ["a withdrawal password of spaces only", { withdraw_password: "        " }, en("security.passwordBlank")],
    ["a common withdrawal password", { withdraw_password: "qwerty123" }, en("security.passwordTooCommon")],
    ["no card number", { card_number: "" }, en("bankCard.requiredFields")],
    ["letters in the card number", { card_number: "1234abcd5678" }, en("bankCard.cardNumberDigits")],
    [
      "a card number over 19 digits",
      { card_number: "12345678901234567890" },
      en("bankCard.cardNumberLength"),
    ],
    ["a card number under 8 digits", { card_number: "1234567" }, en("bankCard.cardNumberLength")],
    ["no holder name", { card_holder_name: "   " }, en("bankCard.requiredFields")],
    ["a holder name over 50", { card_holder_name: "A".repeat(51) }, en("bankCard.holderNameTooLong")],
    ["a short withdrawal password", { withdraw_password: "12345" }, en("wallet.withdrawPasswordTooShort")],
    ["no withdrawal password", { withdraw_password: undefined }, en("wallet.withdrawPasswordRequired")],
  ])("refuses %s", async (_, fields, message) => {
    const seller = await signedInSeller(t.app);
    const response = await addCard(t.app, seller.token, fields);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(message);
  });

  it("accepts 19 digits and a 50-character name", async () => {
    const seller = await signedInSeller(t.app);
    const response = await addCard(t.app, seller.token, {
      card_number: "1".repeat(19),
      card_holder_name: "B".repeat(50),
    });
    expect(response.statusCode).toBe(201);
  });

  it("asks for the existing withdrawal password when a card is added again", async () => {
    const seller = await signedInSeller(t.app);
    const passwordSet = async () =>
      (await call(t.app, seller.token, "GET", "/api/sellers/bank-cards")).json().data.has_withdraw_password;
    // The form says a new withdrawal password is being set only before the first card sets it.
    expect(await passwordSet()).toBe(false);
    const { card } = (await addCard(t.app, seller.token)).json().data;
    expect(await passwordSet()).toBe(true);
    await call(t.app, seller.token, "DELETE", `/api/sellers/bank-cards/${card.id}`, {
      withdraw_password: WITHDRAW_PASSWORD,
    });
    expect(await passwordSet()).toBe(true);
    const wrong = await addCard(t.app, seller.token, { withdraw_password: "another-one" });
    expect(wrong.statusCode).toBe(422);
    expect((await addCard(t.app, seller.token, { withdraw_password: WITHDRAW_PASSWORD })).statusCode).toBe(
      201,
    );
  });
});

describe("DELETE and PUT default", () => {
  it("removes a card; a withdrawal then asks for a card", async () => {
    const seller = await readySeller(t.app, t.database.db, "10000");
    const removed = await call(t.app, seller.token, "DELETE", `/api/sellers/bank-cards/${seller.cardId}`, {
      withdraw_password: WITHDRAW_PASSWORD,
    });
    expect(removed.json()).toMatchObject({ success: true, message: en("bankCard.deleted") });
    expect(await cards(seller.token)).toEqual([]);
    const withdraw = await call(t.app, seller.token, "POST", "/api/sellers/wallet/withdraw", {
      amount: "5000",
      withdraw_password: WITHDRAW_PASSWORD,
    });
    expect(withdraw.json().message).toBe(en("wallet.cardRequired"));
  });

  it("refuses to remove a card while a withdrawal to it is pending", async () => {
    const seller = await readySeller(t.app, t.database.db, "10000");
    const { withdrawal } = (
      await call(t.app, seller.token, "POST", "/api/sellers/wallet/withdraw", {
        amount: "5000",
        withdraw_password: WITHDRAW_PASSWORD,
      })
    ).json().data;
    const refused = await call(t.app, seller.token, "DELETE", `/api/sellers/bank-cards/${seller.cardId}`, {
      withdraw_password: WITHDRAW_PASSWORD,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(en("bankCard.pendingWithdrawal"));
    await call(
      t.app,
      await operatorToken(t.app, t.database.db),
      "POST",
      `/api/admin/withdrawals/${withdrawal.id}/approve`,
      {},
    );
    expect(
      (
        await call(t.app, seller.token, "DELETE", `/api/sellers/bank-cards/${seller.cardId}`, {
          withdraw_password: WITHDRAW_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
  });

  it("sets the default card and answers 404 for another seller's card", async () => {
    const seller = await signedInSeller(t.app);
    const other = await signedInSeller(t.app);
    const { card } = (await addCard(t.app, seller.token)).json().data;
    const set = await call(t.app, seller.token, "PUT", `/api/sellers/bank-cards/${card.id}/default`);
    expect(set.json().data.card.is_default).toBe(true);
    expect(
      (await call(t.app, other.token, "PUT", `/api/sellers/bank-cards/${card.id}/default`)).statusCode,
    ).toBe(404);
    const byOther = await call(t.app, other.token, "DELETE", `/api/sellers/bank-cards/${card.id}`, {
      withdraw_password: WITHDRAW_PASSWORD,
    });
    expect(byOther.statusCode).toBe(404);
    const noId = await call(t.app, other.token, "DELETE", "/api/sellers/bank-cards/abc", {
      withdraw_password: WITHDRAW_PASSWORD,
    });
    expect(noId.statusCode).toBe(404);
  });
});
