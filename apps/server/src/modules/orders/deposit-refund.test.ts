import { LANGUAGE_HEADER, LANGUAGES } from "@seller/contract/languages";
import { translate } from "@seller/contract/messages";
import { formatBaht } from "@seller/contract/money";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { en, useTestApp } from "../../test/app";
import { satangOf } from "../../test/money";
import {
  available,
  expectFailure,
  ORDER_APP_OPTIONS,
  orderStatus,
  paidOrder,
  type Shop,
  shopWithProduct,
  unpaidOrder,
} from "../../test/orders";
import { buyer, buyerOrder, checkout, shipThroughService } from "../../test/store";
import { call, expectSoundLedger, operatorToken, profile } from "../../test/wallet";

const t = useTestApp(ORDER_APP_OPTIONS);

const askRefund = (shop: Shop, headers: Record<string, string> = {}) =>
  call(t.app, shop.token, "POST", "/api/sellers/deposit/refund", undefined, headers);

async function pendingRefundOf(shop: Shop): Promise<number> {
  const operator = await operatorToken(t.app, t.app.db);
  const list = (await call(t.app, operator, "GET", "/api/admin/deposit-refunds?status=pending")).json().data;
  const refund = list.items.find((item: { seller_id: number }) => item.seller_id === shop.sellerId);
  if (!refund) throw new Error("no pending refund");
  return refund.id;
}

async function approve(refundId: number, headers: Record<string, string> = {}) {
  const operator = await operatorToken(t.app, t.app.db);
  return call(t.app, operator, "POST", `/api/admin/deposit-refunds/${refundId}/approve`, {}, headers);
}

async function refundOrders(refundId: number) {
  const operator = await operatorToken(t.app, t.app.db);
  return (await call(t.app, operator, "GET", `/api/admin/deposit-refunds/${refundId}/orders`)).json().data;
}

/** The ledger's rows and the seller's requests: what a refused approval must leave as they were. */
async function snapshot(shop: Shop) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await t.app.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return {
    transfers: await rows(sql`select id from transfers order by id`),
    refunds: await rows(sql`select id, status from deposit_refunds where seller_id = ${shop.sellerId}`),
    orders: await rows(sql`select id, status from orders where seller_id = ${shop.sellerId} order by id`),
    profile: await profile(t.app, shop.token),
  };
}

/** Ships the order and the buyer confirms receipt: it is finished. */
async function finish(shop: Shop, code: string) {
  await shipThroughService(t.app, shop.sellerId, code);
  const received = await buyer(t.app, "POST", `/api/storefront/orders/${code}/confirm-receipt`);
  expect(received.statusCode, received.body).toBe(200);
}

describe("a deposit refund and the seller's orders", () => {
  it("refuses the request while a paid order is unfinished, naming it, in each language", async () => {
    const shop = await shopWithProduct(t.app);
    const paid = await paidOrder(t.app, shop);
    for (const language of LANGUAGES) {
      const response = await askRefund(shop, { [LANGUAGE_HEADER]: language });
      expectFailure(
        response,
        400,
        translate(language, "deposit.unfinishedOrders", { count: 1, orders: paid.orderNumber }),
      );
    }
    expect((await profile(t.app, shop.token)).deposit_amount).toBe("5000.00");
  });

  it("lets an unpaid order through; the approval cancels it and returns the 5,000", async () => {
    const shop = await shopWithProduct(t.app);
    const unpaid = await unpaidOrder(t.app, shop, 2);
    expect((await askRefund(shop)).statusCode).toBe(201);
    const refundId = await pendingRefundOf(shop);
    expect(await refundOrders(refundId)).toEqual({ blocking: [], unpaid_count: 1 });
    const before = await available(t.app, shop.token);

    const approved = await approve(refundId);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await available(t.app, shop.token)).toBe(formatBaht(satangOf(before) + 500_000n));
    expect(await profile(t.app, shop.token)).toMatchObject({ deposit_amount: "0.00", has_deposit: false });
    expect(await orderStatus(t.app, unpaid.id)).toBe("cancelled");
    expect(await buyerOrder(t.app, unpaid.code)).toMatchObject({
      status: "cancelled",
      cancel_reason: "deposit_refunded",
    });
    // The payment ended with the order: the buyer can no longer pay a store that cannot ship.
    const late = await buyer(t.app, "POST", `/api/storefront/orders/${unpaid.code}/sandbox-pay`, {
      outcome: "paid",
    });
    expect(late.statusCode).not.toBe(200);
    expect(await orderStatus(t.app, unpaid.id)).toBe("cancelled");
    await expectSoundLedger(t.app.db);
  });

  it("checks again at approval: an order paid after the request refuses it, named, and nothing changes", async () => {
    const shop = await shopWithProduct(t.app);
    const order = await unpaidOrder(t.app, shop);
    expect((await askRefund(shop)).statusCode).toBe(201);
    const refundId = await pendingRefundOf(shop);
    // The buyer pays the order placed before the request: it must reach the buyer.
    const paid = await buyer(t.app, "POST", `/api/storefront/orders/${order.code}/sandbox-pay`, {
      outcome: "paid",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const listed = await refundOrders(refundId);
    expect(listed.blocking).toEqual([
      expect.objectContaining({ order_number: order.orderNumber, status: "pending_shipment" }),
    ]);

    const before = await snapshot(shop);
    for (const language of LANGUAGES) {
      expectFailure(
        await approve(refundId, { [LANGUAGE_HEADER]: language }),
        400,
        translate(language, "deposit.unfinishedOrders", { count: 1, orders: order.orderNumber }),
      );
    }
    expect(await snapshot(shop)).toEqual(before);

    await finish(shop, order.code);
    expect((await refundOrders(refundId)).blocking).toEqual([]);
    const approved = await approve(refundId);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await profile(t.app, shop.token)).toMatchObject({ deposit_amount: "0.00", has_deposit: false });
    await expectSoundLedger(t.app.db);
  });

  it("ends either way under lock when a payment and the approval meet", async () => {
    const shop = await shopWithProduct(t.app);
    const order = await unpaidOrder(t.app, shop);
    expect((await askRefund(shop)).statusCode).toBe(201);
    const refundId = await pendingRefundOf(shop);
    const [paid, approved] = await Promise.all([
      buyer(t.app, "POST", `/api/storefront/orders/${order.code}/sandbox-pay`, { outcome: "paid" }),
      approve(refundId),
    ]);
    const status = await orderStatus(t.app, order.id);
    const deposit = (await profile(t.app, shop.token)).deposit_amount;
    if (approved.statusCode === 200) {
      // The approval came first: the order was cancelled and the late payment refused.
      expect(paid.statusCode).not.toBe(200);
      expect([status, deposit]).toEqual(["cancelled", "0.00"]);
    } else {
      // The payment came first: the paid order keeps the deposit for its shipping.
      expect(paid.statusCode).toBe(200);
      expect(approved.json().message).toBe(
        en("deposit.unfinishedOrders", { count: 1, orders: order.orderNumber }),
      );
      expect([status, deposit]).toEqual(["pending_shipment", "5000.00"]);
    }
    await expectSoundLedger(t.app.db);
  });
});

describe("the storefront while a deposit refund is asked for", () => {
  it("takes no orders and says why, in each language, writing nothing; after a rejection it sells again", async () => {
    const shop = await shopWithProduct(t.app);
    expect((await askRefund(shop)).statusCode).toBe(201);
    const page = (await buyer(t.app, "GET", `/api/storefront/${shop.slug}`)).json().data;
    expect(page.store).toMatchObject({ is_open: false, closed_reason: "deposit_refund" });
    // The seller's own shop reads the same: closed for the refund, its listings still online.
    const setting = async () =>
      (await call(t.app, shop.token, "GET", "/api/sellers/store-setting")).json().data.store_setting;
    expect(await setting()).toMatchObject({ is_online: true, closed_reason: "deposit_refund" });

    const count = async () =>
      (
        (await t.app.db.execute(
          sql`select count(*)::int as n from orders where seller_id = ${shop.sellerId}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n;
    for (const language of LANGUAGES) {
      const refused = await buyer(
        t.app,
        "POST",
        `/api/storefront/${shop.slug}/orders`,
        checkout([{ product_id: shop.productId, quantity: 1 }]),
        { [LANGUAGE_HEADER]: language },
      );
      expectFailure(refused, 400, translate(language, "storefront.depositRefundPending"));
      const product = await buyer(
        t.app,
        "GET",
        `/api/storefront/${shop.slug}/products/${shop.productId}`,
        undefined,
        {
          [LANGUAGE_HEADER]: language,
        },
      );
      expectFailure(product, 400, translate(language, "storefront.depositRefundPending"));
    }
    expect(await count()).toBe(0);

    const operator = await operatorToken(t.app, t.app.db);
    const refundId = await pendingRefundOf(shop);
    const rejected = await call(t.app, operator, "POST", `/api/admin/deposit-refunds/${refundId}/reject`, {
      reason: "Keep selling",
    });
    expect(rejected.statusCode).toBe(200);
    const open = (await buyer(t.app, "GET", `/api/storefront/${shop.slug}`)).json().data;
    expect(open.store).toMatchObject({ is_open: true, closed_reason: null });
    expect(await setting()).toMatchObject({ is_online: true, closed_reason: null });
    await unpaidOrder(t.app, shop);
    expect(await count()).toBe(1);
  });
});
