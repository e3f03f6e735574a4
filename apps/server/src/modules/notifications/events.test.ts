import { translate } from "@seller/contract/messages";
import {
  requestDataSchema,
  systemDataSchema,
  transactionDataSchema,
  verificationDataSchema,
} from "@seller/contract/notification-requests";
import { describe, expect, it } from "vitest";
import { signedInSeller, th, useTestApp } from "../../test/app";
import { announce, chooseLanguage, notificationsOf, setToggles } from "../../test/notifications";
import { submitWithImages } from "../../test/verification";
import {
  call,
  fund,
  operatorToken,
  readySeller,
  TEST_PLATFORM_BANK_ACCOUNT,
  TEST_PROMPTPAY_ID,
  verifiedSeller,
  WITHDRAW_PASSWORD,
} from "../../test/wallet";

const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID, platformBankAccount: TEST_PLATFORM_BANK_ACCOUNT });
const operator = () => operatorToken(t.app, t.database.db);

async function withdraw(token: string, amount: string) {
  const response = await call(t.app, token, "POST", "/api/sellers/wallet/withdraw", {
    amount,
    withdraw_password: WITHDRAW_PASSWORD,
  });
  if (response.statusCode !== 201) throw new Error(`withdraw failed: ${response.body}`);
  return response.json().data.withdrawal.id as number;
}

describe("events that notify the seller", () => {
  it("tells of a recharge credited, with a transaction notice carrying the spec's fields", async () => {
    const seller = await verifiedSeller(t.app, t.database.db);
    await fund(t.app, seller.token, "6000");
    const [recharge] = await notificationsOf(t.app, seller.token, "recharge");
    expect(recharge).toMatchObject({
      title: th("notifications.recharge.approved.title"),
      message: th("notifications.recharge.approved.message", { amount: "6,000.00", balance: "6,000.00" }),
      icon: "recharge",
      is_read: false,
    });
    expect(requestDataSchema.parse(recharge?.data)).toMatchObject({ amount: "6000.00", status: "approved" });
    const [movement] = await notificationsOf(t.app, seller.token, "transaction");
    expect(transactionDataSchema.strict().parse(movement?.data)).toMatchObject({
      transaction_type: "recharge",
      amount: "6000.00",
      status: "success",
      balance_after: "6000.00",
      new_balance: "6000.00",
      // The default (manual) provider: an operator confirmed the top-up.
      operator: "operator",
      description: th("notifications.transaction.codes.recharge"),
    });
    expect(movement?.data.transaction_id).toMatch(/^transfer-\d+$/);
  });

  it("tells of a recharge rejected, with the operator's reason", async () => {
    const seller = await signedInSeller(t.app);
    const created = await call(t.app, seller.token, "POST", "/api/sellers/wallet/recharge", {
      amount: "5000",
      method: "bank_transfer",
    });
    const id = created.json().data.recharge.id;
    await call(t.app, await operator(), "POST", `/api/admin/recharges/${id}/reject`, {
      reason: "No payment seen",
    });
    const [rejected] = await notificationsOf(t.app, seller.token, "recharge");
    expect(rejected?.message).toBe(
      th("notifications.recharge.rejected.message", { amount: "5,000.00", reason: "No payment seen" }),
    );
    expect(rejected?.data).toMatchObject({ recharge_id: id, status: "rejected", reason: "No payment seen" });
  });

  it("tells of a withdrawal paid or rejected, and of each movement of the money", async () => {
    const seller = await readySeller(t.app, t.database.db, "20000");
    const paid = await withdraw(seller.token, "5000");
    const refused = await withdraw(seller.token, "6000");
    const token = await operator();
    await call(t.app, token, "POST", `/api/admin/withdrawals/${paid}/approve`, {});
    await call(t.app, token, "POST", `/api/admin/withdrawals/${refused}/reject`, { reason: "Card closed" });
    const withdrawals = await notificationsOf(t.app, seller.token, "withdraw");
    expect(withdrawals.map((n) => n.data.status)).toEqual(["rejected", "approved"]);
    expect(withdrawals[1]?.data).toMatchObject({
      withdrawal_id: paid,
      amount: "5000.00",
      card_number: "1234*****0123",
    });
    expect(withdrawals[0]?.data).toMatchObject({
      withdrawal_id: refused,
      reason: "Card closed",
      new_balance: "15000.00",
    });
    const movements = await notificationsOf(t.app, seller.token, "transaction");
    expect(movements.map((n) => [n.data.transaction_type, n.data.status, n.data.operator])).toEqual([
      ["unfreeze", "success", "operator"],
      ["withdraw", "success", "operator"],
      ["freeze", "processing", "seller"],
      ["freeze", "processing", "seller"],
      ["recharge", "success", "operator"],
    ]);
    expect(movements[0]?.data).toMatchObject({ balance_after: "15000.00", reason: "Card closed" });
    expect(typeof movements[0]?.data.operator_id).toBe("number");
  });

  it("tells of the security deposit paid and refunded", async () => {
    const seller = await verifiedSeller(t.app, t.database.db);
    await fund(t.app, seller.token, "5000");
    expect((await call(t.app, seller.token, "POST", "/api/sellers/deposit")).statusCode).toBe(200);
    const refund = await call(t.app, seller.token, "POST", "/api/sellers/deposit/refund");
    const refundId = refund.json().data.refund.id;
    await call(t.app, await operator(), "POST", `/api/admin/deposit-refunds/${refundId}/approve`, {});
    const deposits = await notificationsOf(t.app, seller.token, "deposit");
    expect(deposits.map((n) => n.data.status)).toEqual(["refunded", "paid"]);
    expect(deposits[1]).toMatchObject({
      title: th("notifications.deposit.paid.title"),
      data: { amount: "5000.00", new_balance: "0.00" },
    });
    expect(deposits[0]?.data).toMatchObject({ refund_id: refundId, new_balance: "5000.00" });
  });

  it("tells of the identity verification decided, approved or rejected with the reason", async () => {
    const seller = await verifiedSeller(t.app, t.database.db);
    const [approved] = await notificationsOf(t.app, seller.token, "verification");
    expect(verificationDataSchema.strict().parse(approved?.data)).toMatchObject({
      verification_type: "identity",
      status: "approved",
      reason: null,
    });
    const other = await signedInSeller(t.app);
    const { response } = await submitWithImages(t.app, other.token);
    const id = response.json().data.id;
    await call(t.app, await operator(), "POST", `/api/admin/verifications/${id}/reject`, {
      reason: "Blurry",
    });
    const [rejected] = await notificationsOf(t.app, other.token, "verification");
    expect(rejected).toMatchObject({
      icon: "idcard",
      message: th("notifications.verification.rejected.message", { reason: "Blurry" }),
      data: { verification_id: id, status: "rejected", reason: "Blurry" },
    });
  });

  it("writes each notification in the seller's saved language", async () => {
    const seller = await verifiedSeller(t.app, t.database.db);
    await chooseLanguage(t.app, seller.token, "zh-TW");
    await fund(t.app, seller.token, "5000");
    const [recharge] = await notificationsOf(t.app, seller.token, "recharge");
    expect(recharge?.title).toBe(translate("zh-TW", "notifications.recharge.approved.title"));
    const [movement] = await notificationsOf(t.app, seller.token, "transaction");
    expect(movement?.data.description).toBe(translate("zh-TW", "notifications.transaction.codes.recharge"));
  });

  it("sends no finance notification to a seller who turned finance off, but still the verification", async () => {
    const seller = await signedInSeller(t.app);
    await setToggles(t.app, seller.token, { finance: false });
    const { response } = await submitWithImages(t.app, seller.token);
    await call(
      t.app,
      await operator(),
      "POST",
      `/api/admin/verifications/${response.json().data.id}/approve`,
      {},
    );
    await fund(t.app, seller.token, "5000");
    const types = (await notificationsOf(t.app, seller.token)).map((n) => n.type);
    expect(types).toEqual(["verification"]);
  });

  it("announces to every seller in their own language, Thai where none was written", async () => {
    const english = await signedInSeller(t.app);
    await chooseLanguage(t.app, english.token, "en");
    const chinese = await signedInSeller(t.app);
    await chooseLanguage(t.app, chinese.token, "zh-CN");
    const silent = await signedInSeller(t.app);
    await setToggles(t.app, silent.token, { system: false });
    const sent = await announce(t.app, t.database.db, {
      title: { th: "ปิดปรับปรุงระบบ", en: "Maintenance" },
      message: { th: "คืนนี้ 02:00", en: "Tonight at 02:00" },
    });
    expect(sent).toBeGreaterThanOrEqual(2);
    const [forEnglish] = await notificationsOf(t.app, english.token, "system");
    expect(forEnglish).toMatchObject({ title: "Maintenance", message: "Tonight at 02:00" });
    expect(systemDataSchema.parse(forEnglish?.data)).toMatchObject({ system_type: "announcement" });
    const [forChinese] = await notificationsOf(t.app, chinese.token, "system");
    expect(forChinese).toMatchObject({ title: "ปิดปรับปรุงระบบ" });
    expect(await notificationsOf(t.app, silent.token)).toEqual([]);
  });

  it("lets only an operator announce, and only to a seller who exists", async () => {
    const seller = await signedInSeller(t.app);
    const bySeller = await call(t.app, seller.token, "POST", "/api/admin/announcements", {
      title: "x",
      message: "y",
    });
    expect(bySeller.statusCode).toBe(403);
    const nobody = await call(t.app, await operator(), "POST", "/api/admin/announcements", {
      title: "x",
      message: "y",
      seller_id: 1,
    });
    expect(nobody.statusCode).toBe(404);
  });
});
