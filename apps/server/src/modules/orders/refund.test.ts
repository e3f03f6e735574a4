import { LANGUAGE_HEADER, type Language } from "@seller/contract/languages";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en, th, useTestApp } from "../../test/app";
import { notificationsOf } from "../../test/notifications";
import {
  expectFailure,
  ORDER_APP_OPTIONS,
  orderStatus,
  paidOrder,
  type Shop,
  shopWithProduct,
  transfersOf,
  unpaidOrder,
} from "../../test/orders";
import { moneySnapshot } from "../../test/payments";
import { buyerOrder } from "../../test/store";
import { call, expectSoundLedger, operatorToken } from "../../test/wallet";
import { setSetting } from "../system/service";
import { verifyLedger } from "../wallet/verify-ledger";
import { refundUnshippedOrders } from "./refund-jobs";
import { orders } from "./tables";

const t = useTestApp(ORDER_APP_OPTIONS);
let shop: Shop;
let other: Shop;
let operator: string;

beforeAll(async () => {
  shop = await shopWithProduct(t.app, "20000");
  other = await shopWithProduct(t.app);
  operator = await operatorToken(t.app, t.app.db);
});
afterAll(async () => expectSoundLedger(t.app.db));

const post = (url: string, body?: unknown, token = shop.token) => call(t.app, token, "POST", url, body);
const refund = (id: number, reason?: string) =>
  post(`/api/sellers/orders/${id}/refund`, reason === undefined ? undefined : { reason });
const setPromptPay = (code: string, body: unknown, language: Language = "en") =>
  t.app.inject({
    method: "PUT",
    url: `/api/storefront/orders/${code}/refund-promptpay`,
    headers: { [LANGUAGE_HEADER]: language },
    payload: body as object,
  });
const queue = async (state: "to_pay" | "paid" = "to_pay") => {
  const response = await call(t.app, operator, "GET", `/api/admin/order-refunds?state=${state}&per_page=100`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    items: { id: number; order_id: number; promptpay_id: string; state: string; can_mark_paid: boolean }[];
    total: number;
    total_to_pay: string;
  };
};
const markPaid = (id: number, body: unknown = { reference: "KB20261127-0042" }) =>
  call(t.app, operator, "POST", `/api/admin/order-refunds/${id}/mark-paid`, body);
async function platformBalance(kind: string): Promise<bigint> {
  const rows = (
    (await t.app.db.execute(
      sql`select (credits_posted - debits_posted)::text as balance from accounts where seller_id is null and kind = ${kind}`,
    )) as unknown as { rows: { balance: string }[] }
  ).rows;
  return BigInt(rows[0]?.balance ?? "0");
}

describe("a seller refunds a paid, unshipped order", () => {
  it("moves the payment from escrow to refunds payable, queues it with the order's phone, and the buyer reads the reason", async () => {
    const order = await paidOrder(t.app, shop, 2);
    const escrow = await platformBalance("buyer_escrow");
    const payable = await platformBalance("refunds_payable");
    const response = await refund(order.id, "Supplier is out of stock");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: "refunded", can_refund: false });
    // 2 x 350.00 = 700.00 = 70,000 satang, from escrow into refunds payable; nothing to the bank yet.
    expect(await platformBalance("buyer_escrow")).toBe(escrow - 70_000n);
    expect(await platformBalance("refunds_payable")).toBe(payable + 70_000n);
    expect(await transfersOf(t.app, order.id, "order_refund")).toBe(1);
    expect(await transfersOf(t.app, order.id, "refund_paid")).toBe(0);

    const page = await buyerOrder(t.app, order.code);
    expect(page.status).toBe("refunded");
    expect(page.refund).toMatchObject({
      state: "to_pay",
      amount: "700.00",
      reason: "Supplier is out of stock",
      cause: "seller",
      paid_at: null,
      promptpay_id: page.buyer_phone,
      promptpay_is_order_phone: true,
      can_change_promptpay: true,
    });
    const waiting = (await queue()).items.find((item) => item.order_id === order.id);
    expect(waiting).toMatchObject({ state: "to_pay", promptpay_id: page.buyer_phone, can_mark_paid: true });
    await expectSoundLedger(t.app.db);
  });

  it("refuses a second refund, a shipped, an unpaid or another seller's order, moving nothing", async () => {
    const refunded = await paidOrder(t.app, shop);
    expect((await refund(refunded.id, "twice")).statusCode).toBe(200);
    const shipped = await paidOrder(t.app, shop);
    expect((await post(`/api/sellers/orders/${shipped.id}/ship`)).statusCode).toBe(200);
    const unpaid = await unpaidOrder(t.app, shop);
    const theirs = await paidOrder(t.app, other);
    const before = await moneySnapshot(t.app.db);
    const refundsBefore = (await queue()).total;
    expectFailure(await refund(refunded.id, "again"), 400, en("orders.notRefundable"));
    expectFailure(await refund(shipped.id, "late"), 400, en("orders.notRefundable"));
    expectFailure(await refund(unpaid.id, "unpaid"), 400, en("orders.notRefundable"));
    expectFailure(await refund(theirs.id, "not mine"), 404, en("orders.notFound"));
    const inThai = await call(
      t.app,
      shop.token,
      "POST",
      `/api/sellers/orders/${shipped.id}/refund`,
      { reason: "x" },
      {
        [LANGUAGE_HEADER]: "th",
      },
    );
    expect(inThai.json().message).toBe(th("orders.notRefundable"));
    expect(await moneySnapshot(t.app.db)).toEqual(before);
    expect((await queue()).total).toBe(refundsBefore);
    expect(await orderStatus(t.app, theirs.id)).toBe("pending_shipment");
  });
});

describe("the buyer's PromptPay id", () => {
  it("is the order's phone until the buyer gives another, and is kept for the operator", async () => {
    const order = await paidOrder(t.app, shop);
    expect((await refund(order.id, "No stock")).statusCode).toBe(200);
    const saved = await setPromptPay(order.code, { promptpay_id: "1-1017-00230-70-8" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(en("refunds.promptPaySaved"));
    expect(saved.json().data.refund).toMatchObject({
      promptpay_id: "1101700230708",
      promptpay_is_order_phone: false,
    });
    const row = (await queue()).items.find((item) => item.order_id === order.id);
    expect(row?.promptpay_id).toBe("1101700230708");
  });

  it("refuses a malformed id, an order with no refund, and a refund already paid, changing nothing", async () => {
    const order = await paidOrder(t.app, shop);
    expect((await refund(order.id, "No stock")).statusCode).toBe(200);
    const bad = await setPromptPay(order.code, { promptpay_id: "12345" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toContain(en("refunds.validation.promptPayInvalid"));
    const notRefunded = await paidOrder(t.app, shop);
    expectFailure(
      await setPromptPay(notRefunded.code, { promptpay_id: "0898765432" }),
      400,
      en("refunds.promptPayNoRefund"),
    );
    const row = (await queue()).items.find((item) => item.order_id === order.id);
    if (!row) throw new Error("refund not queued");
    expect((await markPaid(row.id)).statusCode).toBe(200);
    expectFailure(
      await setPromptPay(order.code, { promptpay_id: "0898765432" }),
      400,
      en("refunds.promptPayAlreadyPaid"),
    );
    expect((await buyerOrder(t.app, order.code)).refund.promptpay_is_order_phone).toBe(true);
  });
});

describe("the operators' refunds to pay", () => {
  it("marks a refund paid once: refunds payable -> bank, audit-logged, and the buyer's page reads refunded", async () => {
    const order = await paidOrder(t.app, shop);
    expect((await refund(order.id, "Damaged in the warehouse")).statusCode).toBe(200);
    const before = await queue();
    const row = before.items.find((item) => item.order_id === order.id);
    if (!row) throw new Error("refund not queued");
    expect(before.total_to_pay).toBe(
      ((await platformBalance("refunds_payable")) / 100n).toString().concat(".00"),
    );
    const bank = await platformBalance("bank");
    const paid = await markPaid(row.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({
      state: "paid",
      paid_reference: "KB20261127-0042",
      can_mark_paid: false,
    });
    expect(await platformBalance("bank")).toBe(bank + 35_000n);
    expect(await transfersOf(t.app, order.id, "refund_paid")).toBe(1);
    const page = await buyerOrder(t.app, order.code);
    expect(page.refund).toMatchObject({ state: "paid", can_change_promptpay: false });
    expect(page.refund.paid_at).not.toBeNull();
    expect((await queue()).items.some((item) => item.id === row.id)).toBe(false);
    expect((await queue("paid")).items.some((item) => item.id === row.id)).toBe(true);
    const audit = await call(t.app, operator, "GET", "/api/admin/audit-log?act=order.refund_paid");
    expect(JSON.stringify(audit.json().data)).toContain("KB20261127-0042");

    // The seller's order detail lists where the money went: paid, set aside, paid out.
    const detail = await call(t.app, shop.token, "GET", `/api/sellers/orders/${order.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.movements.map((movement: { code: string }) => movement.code)).toEqual([
      "order_paid",
      "order_refund",
      "refund_paid",
    ]);

    const snapshot = await moneySnapshot(t.app.db);
    expectFailure(await markPaid(row.id), 400, en("refunds.alreadyPaid"));
    expect(await moneySnapshot(t.app.db)).toEqual(snapshot);
    await expectSoundLedger(t.app.db);
  });

  it("refuses a missing reference, an unknown refund and a seller, moving nothing", async () => {
    const order = await paidOrder(t.app, shop);
    expect((await refund(order.id, "No stock")).statusCode).toBe(200);
    const row = (await queue()).items.find((item) => item.order_id === order.id);
    if (!row) throw new Error("refund not queued");
    const snapshot = await moneySnapshot(t.app.db);
    const blank = await markPaid(row.id, { reference: "  " });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().message).toContain(en("refunds.validation.referenceRequired"));
    const slip = await markPaid(row.id, { reference: " KB12 " });
    expect(slip.statusCode).toBe(422);
    expect(slip.json().message).toContain(en("refunds.validation.referenceTooShort"));
    expectFailure(await markPaid(999_999), 404, en("refunds.notFound"));
    const asSeller = await call(t.app, shop.token, "POST", `/api/admin/order-refunds/${row.id}/mark-paid`, {
      reference: "x",
    });
    expect(asSeller.statusCode).toBeGreaterThanOrEqual(401);
    expect(asSeller.statusCode).toBeLessThan(404);
    expect(await moneySnapshot(t.app.db)).toEqual(snapshot);
  });
});

describe("the auto-refund job", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const paidDaysAgo = async (id: number, days: number) =>
    t.app.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - days * DAY) })
      .where(sql`${orders.id} = ${id}`);
  const inTransaction = <T>(work: Parameters<typeof t.app.db.transaction<T>>[0]) =>
    t.app.db.transaction(work);

  it("warns the seller a day before, once, then refunds a paid order not shipped in time", async () => {
    // The operators' setting: at least 2 days, since the seller is warned a day before.
    const tooShort = await call(t.app, operator, "PUT", "/api/admin/settings", { autoRefundDays: 1 });
    expect(tooShort.statusCode).toBe(422);
    const saved = await call(t.app, operator, "PUT", "/api/admin/settings", { autoRefundDays: 4 });
    expect(saved.json().data.autoRefundDays).toBe(4);
    await setSetting(t.app.db, "autoRefundDays", 3);
    const late = await paidOrder(t.app, other);
    const soon = await paidOrder(t.app, other);
    const fresh = await paidOrder(t.app, other);
    await paidDaysAgo(late.id, 3.1);
    await paidDaysAgo(soon.id, 2.1);
    await paidDaysAgo(fresh.id, 1);

    const first = await refundUnshippedOrders(t.app.db, t.app.payments, inTransaction);
    expect(first.refunded).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(t.app, late.id)).toBe("refunded");
    expect(await orderStatus(t.app, soon.id)).toBe("pending_shipment");
    expect(await orderStatus(t.app, fresh.id)).toBe("pending_shipment");
    const warnings = (await notificationsOf(t.app, other.token, "order_update")).filter(
      (notification) => (notification.data as { warning?: string }).warning === "auto_refund",
    );
    const warnedIds = warnings.map((notification) => (notification.data as { order_id: number }).order_id);
    expect(warnedIds).toContain(soon.id);
    expect(warnedIds).not.toContain(fresh.id);
    expect(warnings.find((n) => (n.data as { order_id: number }).order_id === soon.id)?.title).toBe(
      th("refunds.warning.title", { order_number: soon.orderNumber }),
    );
    const page = await buyerOrder(t.app, late.code);
    expect(page.refund).toMatchObject({ state: "to_pay", cause: "system", reason: "not_shipped_in_time" });
    expect(await transfersOf(t.app, late.id, "order_refund")).toBe(1);

    // Run again: nothing is refunded twice, no second warning.
    await refundUnshippedOrders(t.app.db, t.app.payments, inTransaction);
    expect(await transfersOf(t.app, late.id, "order_refund")).toBe(1);
    const again = (await notificationsOf(t.app, other.token, "order_update")).filter(
      (notification) =>
        (notification.data as { warning?: string; order_id?: number }).warning === "auto_refund" &&
        (notification.data as { order_id?: number }).order_id === soon.id,
    );
    expect(again).toHaveLength(1);

    // A day later the warned order is refunded too.
    await paidDaysAgo(soon.id, 3.01);
    await refundUnshippedOrders(t.app.db, t.app.payments, inTransaction);
    expect(await orderStatus(t.app, soon.id)).toBe("refunded");
    expect(await orderStatus(t.app, fresh.id)).toBe("pending_shipment");
    await expectSoundLedger(t.app.db);
  });
});

describe("the ledger's refund invariants", () => {
  it("name a refund to pay that refunds payable does not hold, and hold again without it", async () => {
    const order = await paidOrder(t.app, shop);
    expect((await refund(order.id, "No stock")).statusCode).toBe(200);
    expect(await verifyLedger(t.app.db)).toEqual([]);
    // A refund written without its transfer (what a bug would do): both rules name it.
    await t.app.db.execute(sql`update order_refunds set amount = amount + 1 where order_id = ${order.id}`);
    const rules = (await verifyLedger(t.app.db)).map((breach) => breach.rule);
    expect(rules).toContain("refunds payable equals the refunds to pay");
    expect(rules).toContain("each refund moved into refunds payable once, and out once paid");
    await t.app.db.execute(sql`update order_refunds set amount = amount - 1 where order_id = ${order.id}`);
    expect(await verifyLedger(t.app.db)).toEqual([]);
  });
});
