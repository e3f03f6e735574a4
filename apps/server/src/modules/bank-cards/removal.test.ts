import { bankCardNoticeDataSchema } from "@seller/contract/notification-requests";
import { WITHDRAW_PASSWORD_LOCKOUT_THRESHOLD } from "@seller/contract/wallet";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fieldCipher } from "../../lib/field-encryption";
import { en, signedInSeller, TEST_DATA_KEY, th, useTestApp } from "../../test/app";
import { notificationsOf } from "../../test/notifications";
import { addCard, call, REAL_NAME, WITHDRAW_PASSWORD } from "../../test/wallet";
import { withdrawPasswords } from "../withdraw-password/tables";
import { bankCards } from "./tables";

// Every withdrawal-password check is counted, to prove how many a burst of guesses gets.
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

const t = useTestApp();
beforeEach(() => {
  checks.count = 0;
});

const cards = async (token: string) =>
  (await call(t.app, token, "GET", "/api/sellers/bank-cards")).json().data.cards as { id: number }[];
const remove = (token: string, id: number, payload?: object) =>
  call(t.app, token, "DELETE", `/api/sellers/bank-cards/${id}`, payload);

async function sellerWithCard() {
  const seller = await signedInSeller(t.app);
  const card = (await addCard(t.app, seller.token)).json().data.card as { id: number };
  return { ...seller, cardId: card.id };
}

describe("removing the bank card needs the withdrawal password", () => {
  it("refuses without it or with a wrong one, and the card stays", async () => {
    const seller = await sellerWithCard();
    const without = await remove(seller.token, seller.cardId);
    expect(without.statusCode).toBe(422);
    const empty = await remove(seller.token, seller.cardId, {});
    expect(empty.json().message).toBe(en("wallet.withdrawPasswordRequired"));
    const wrong = await remove(seller.token, seller.cardId, { withdraw_password: "not-the-one" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(en("wallet.withdrawPasswordWrong", { remaining: 4 }));
    expect(await cards(seller.token)).toHaveLength(1);
  });

  it("removes it with the right one and tells the seller", async () => {
    const seller = await sellerWithCard();
    const removed = await remove(seller.token, seller.cardId, { withdraw_password: WITHDRAW_PASSWORD });
    expect(removed.json()).toMatchObject({ success: true, message: en("bankCard.deleted") });
    expect(await cards(seller.token)).toEqual([]);
    const [notice] = await notificationsOf(t.app, seller.token, "system");
    expect(notice).toMatchObject({
      title: th("security.bankCardNotice.removed.title"),
      data: { system_type: "bank_card", change: "removed", card_number: "1234*****0123" },
    });
    expect(bankCardNoticeDataSchema.parse(notice?.data)).toMatchObject({ bank_name: "Kasikornbank" });
  });

  it("tells the seller when a card is added too, so a replaced card never goes unnoticed", async () => {
    const seller = await sellerWithCard();
    await remove(seller.token, seller.cardId, { withdraw_password: WITHDRAW_PASSWORD });
    await addCard(t.app, seller.token, { card_number: "9999888877776666" });
    const notices = await notificationsOf(t.app, seller.token, "system");
    expect(notices.map((notice) => [notice.data.change, notice.data.card_number])).toEqual([
      ["added", "9999********6666"],
      ["removed", "1234*****0123"],
      ["added", "1234*****0123"],
    ]);
  });

  it("uses the lock of the withdrawal password: 5 wrong in a row lock removal and withdrawals alike", async () => {
    const seller = await sellerWithCard();
    for (let i = 1; i < WITHDRAW_PASSWORD_LOCKOUT_THRESHOLD; i += 1)
      await remove(seller.token, seller.cardId, { withdraw_password: "wrong-guess" });
    const fifth = await remove(seller.token, seller.cardId, { withdraw_password: "wrong-guess" });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(en("wallet.withdrawPasswordLocked", { minutes: 30 }));
    const right = await remove(seller.token, seller.cardId, { withdraw_password: WITHDRAW_PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(await cards(seller.token)).toHaveLength(1);
  });

  it("checks at most 5 of 30 wrong passwords sent at once, and removes nothing", async () => {
    const seller = await sellerWithCard();
    checks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        remove(seller.token, seller.cardId, { withdraw_password: "wrong-guess" }),
      ),
    );
    expect(checks.count).toBeLessThanOrEqual(WITHDRAW_PASSWORD_LOCKOUT_THRESHOLD);
    expect(answers.every((a) => [422, 429].includes(a.statusCode))).toBe(true);
    expect(answers.filter((a) => a.statusCode === 422).length).toBeLessThan(
      WITHDRAW_PASSWORD_LOCKOUT_THRESHOLD,
    );
    const [row] = await t.database.db
      .select()
      .from(withdrawPasswords)
      .where(eq(withdrawPasswords.sellerId, seller.id));
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(await cards(seller.token)).toHaveLength(1);
  });

  it("answers 404 for another seller's card before asking anything", async () => {
    const owner = await sellerWithCard();
    const stranger = await sellerWithCard();
    const response = await remove(stranger.token, owner.cardId, { withdraw_password: WITHDRAW_PASSWORD });
    expect(response.statusCode).toBe(404);
    expect(await cards(owner.token)).toHaveLength(1);
  });
});

describe("the card number at rest", () => {
  it("is stored sealed, never as digits, and shown masked", async () => {
    const seller = await signedInSeller(t.app);
    const added = await addCard(t.app, seller.token, { card_number: "4111 1111 1111 1111" });
    expect(added.json().data.card.card_number).toBe("4111********1111");
    const [row] = await t.database.db.select().from(bankCards).where(eq(bankCards.sellerId, seller.id));
    expect(row?.cardNumber).not.toContain("4111111111111111");
    expect(fieldCipher(TEST_DATA_KEY).open("card_number", row?.cardNumber ?? "")).toBe("4111111111111111");
  });
});

describe("bank_name", () => {
  it.each([
    ["the code", "KBANK"],
    ["the spec's name", "Kasikornbank"],
    ["the name in another letter case and spacing", "  kasikornBANK "],
    ["a name of two words", "Siam Commercial Bank"],
  ])("accepts %s", async (_, bankName) => {
    const seller = await signedInSeller(t.app);
    const response = await addCard(t.app, seller.token, { bank_name: bankName, card_holder_name: REAL_NAME });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.card.bank_code).toBe(bankName.includes("Siam") ? "SCB" : "KBANK");
  });

  it("accepts the banks missing from the spec's list, and the merged banks' old codes as ttb", async () => {
    const gsb = await signedInSeller(t.app);
    expect((await addCard(t.app, gsb.token, { bank_name: "GSB" })).json().data.card.bank_code).toBe("GSB");
    const old = await signedInSeller(t.app);
    expect((await addCard(t.app, old.token, { bank_name: "TMB" })).json().data.card.bank_code).toBe("TTB");
  });

  it("still shows a card saved with an old code, as ttb", async () => {
    const seller = await sellerWithCard();
    await t.database.db.update(bankCards).set({ bankCode: "TBANK" }).where(eq(bankCards.id, seller.cardId));
    const [card] = (await call(t.app, seller.token, "GET", "/api/sellers/bank-cards")).json().data.cards;
    expect(card).toMatchObject({ bank_code: "TTB", bank_name: "TMBThanachart Bank (ttb)" });
  });
});

describe("the first withdrawal password", () => {
  it.each([
    ["spaces only", "          ", "security.passwordBlank"],
    ["one of the most common", "password123", "security.passwordTooCommon"],
  ])("is refused when it is %s", async (_, password, key) => {
    const seller = await signedInSeller(t.app);
    const response = await addCard(t.app, seller.token, { withdraw_password: password });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(en(key));
  });
});
