import { maskIdNumber } from "@seller/contract/id-number";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fieldCipher } from "./lib/field-encryption";
import { bankCards } from "./modules/bank-cards/tables";
import { verifications } from "./modules/verification/tables";
import { withdrawals } from "./modules/wallet/tables";
import { sealPersonalData } from "./seal-personal-data";
import { bearer, signedInSeller, TEST_DATA_KEY, useTestApp } from "./test/app";
import { submitWithImages, uniqueThaiId } from "./test/verification";
import { call, operatorToken, readySeller, TEST_PROMPTPAY_ID, WITHDRAW_PASSWORD } from "./test/wallet";

const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID });
const cipher = fieldCipher(TEST_DATA_KEY);

/** Puts a row back the way it was stored before numbers were sealed: the digits, no mask, no hash. */
async function storeAsBefore(
  table: "bank_cards" | "withdrawals" | "verifications",
  id: number,
  digits: string,
) {
  if (table === "verifications") {
    await t.database.db.execute(
      sql`update verifications set id_card_number = ${digits}, id_number_masked = '', id_number_hash = null where id = ${id}`,
    );
  } else {
    await t.database.db.execute(
      sql`update ${sql.identifier(table)} set card_number = ${digits}, card_number_masked = '' where id = ${id}`,
    );
  }
}

describe("sealing numbers stored before encryption (start-up step)", () => {
  it("seals and masks plain card numbers of cards and withdrawals, and plain ID numbers with their hash", async () => {
    const seller = await readySeller(t.app, t.database.db, "10000");
    const withdrawal = await call(t.app, seller.token, "POST", "/api/sellers/wallet/withdraw", {
      amount: "5000",
      withdraw_password: WITHDRAW_PASSWORD,
    });
    const withdrawalId = withdrawal.json().data.withdrawal.id as number;
    const [verification] = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.sellerId, seller.id));
    const idNumber = cipher.open("id_number", verification?.idCardNumber ?? "");
    await storeAsBefore("bank_cards", seller.cardId, "1234567890123");
    await storeAsBefore("withdrawals", withdrawalId, "1234567890123");
    await storeAsBefore("verifications", verification?.id ?? 0, idNumber);

    const report = await sealPersonalData(t.database.db, cipher);
    expect(report).toMatchObject({ cards: 1, withdrawalCards: 1, idNumbers: 1, duplicateIdNumbers: [] });

    const [card] = await t.database.db.select().from(bankCards).where(eq(bankCards.id, seller.cardId));
    expect(card?.cardNumber).toMatch(/^v1\./);
    expect(cipher.open("card_number", card?.cardNumber ?? "")).toBe("1234567890123");
    expect(card?.cardNumberMasked).toBe("1234*****0123");
    const [paid] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
    expect(cipher.open("card_number", paid?.cardNumber ?? "")).toBe("1234567890123");
    expect(paid?.cardNumberMasked).toBe("1234*****0123");
    const [identity] = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.id, verification?.id ?? 0));
    expect(cipher.open("id_number", identity?.idCardNumber ?? "")).toBe(idNumber);
    expect(identity?.idNumberMasked).toBe(maskIdNumber(idNumber));
    expect(identity?.idNumberHash).toBe(cipher.lookupHash("id_number", idNumber));

    // The screens read the sealed rows as before; the operator still pays out to the full number.
    const list = await call(
      t.app,
      await operatorToken(t.app, t.database.db),
      "GET",
      "/api/admin/withdrawals",
    );
    expect(list.json().data.items.find((item: { id: number }) => item.id === withdrawalId)).toMatchObject({
      card_number: "1234*****0123",
      card_number_full: "1234567890123",
    });
    // A second start finds nothing left to seal.
    expect(await sealPersonalData(t.database.db, cipher)).toMatchObject({
      cards: 0,
      withdrawalCards: 0,
      idNumbers: 0,
    });
  });

  it("seals an old duplicate ID number without its hash and names it, instead of failing the start", async () => {
    const first = await signedInSeller(t.app);
    const second = await signedInSeller(t.app);
    const shared = uniqueThaiId();
    const a = (await submitWithImages(t.app, first.token, { id_card_number: shared })).response.json().data
      .id;
    const b = (await submitWithImages(t.app, second.token)).response.json().data.id;
    // Both stored in the clear with the same number, as two accounts could before the rule.
    await storeAsBefore("verifications", a, shared);
    await storeAsBefore("verifications", b, shared);
    const report = await sealPersonalData(t.database.db, cipher);
    expect(report.duplicateIdNumbers).toEqual([b]);
    const rows = await t.database.db.select().from(verifications).where(eq(verifications.id, b));
    expect(rows[0]?.idNumberHash).toBeNull();
    expect(cipher.open("id_number", rows[0]?.idCardNumber ?? "")).toBe(shared);
    const own = await t.app.inject({
      method: "GET",
      url: "/api/sellers/verification",
      headers: bearer(second.token),
    });
    expect(own.json().data.id_card_number).toBe(maskIdNumber(shared));
  });

  it("stops the start with a clear message when the key is not the one the data was sealed with", async () => {
    await sealPersonalData(t.database.db, cipher);
    await expect(sealPersonalData(t.database.db, fieldCipher(Buffer.alloc(32, 9)))).rejects.toThrow(
      /DATA_ENCRYPTION_KEY is not the key/,
    );
  });
});
