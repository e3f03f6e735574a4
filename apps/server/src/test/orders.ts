import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { App } from "../app";
import { orderByCode } from "../modules/orders/reads";
import { buyer, catalogueProducts, checkout, openStore, placeOrder, sellerWithDeposit } from "./store";
import { call, profile, TEST_PLATFORM_BANK_ACCOUNT, TEST_PROMPTPAY_ID } from "./wallet";

/** Order suites pay through the demo's sandbox: the buyer's simulate control stands in for the bank. */
export const ORDER_APP_OPTIONS = {
  promptPayId: TEST_PROMPTPAY_ID,
  platformBankAccount: TEST_PLATFORM_BANK_ACCOUNT,
  demo: true,
  paymentProvider: "sandbox" as const,
};

export type Shop = { token: string; sellerId: number; slug: string; productId: number };

/**
 * A seller with `funds` baht (by bank transfer: in the demo PromptPay top-ups
 * are the sandbox's), the security deposit paid (5,000 of it) and one product
 * listed: the buyer pays 350.00 a unit and the supplier costs 150.00.
 */
export async function shopWithProduct(app: App, funds = "10000", stock = 999): Promise<Shop> {
  const seller = await sellerWithDeposit(app, app.db, funds, "bank_transfer");
  const [productId] = (await catalogueProducts(app, app.db, [
    { name: "กระเป๋าผ้า", price: "400.00", discount_price: "350.00", cost_price: "150.00", stock },
  ])) as [number];
  const slug = await openStore(app, seller.token, [productId]);
  const sellerId = (await profile(app, seller.token)).id as number;
  return { token: seller.token, sellerId, slug, productId };
}

/** A buyer's order, unpaid; answers its id and code. */
export async function unpaidOrder(app: App, shop: Shop, quantity = 1, fields = {}) {
  const placed = await placeOrder(
    app,
    shop.slug,
    checkout([{ product_id: shop.productId, quantity }], fields),
  );
  const row = await orderByCode(app.db, placed.code);
  return { id: row.id, code: placed.code, orderNumber: placed.order_number };
}

/** A buyer's order, paid through the sandbox: pending shipment. */
export async function paidOrder(app: App, shop: Shop, quantity = 1, fields = {}) {
  const order = await unpaidOrder(app, shop, quantity, fields);
  const paid = await buyer(app, "POST", `/api/storefront/orders/${order.code}/sandbox-pay`, {
    outcome: "paid",
  });
  if (paid.statusCode !== 200) throw new Error(`sandbox pay failed: ${paid.body}`);
  return order;
}

export async function available(app: App, token: string): Promise<string> {
  return (await call(app, token, "GET", "/api/sellers/orders/stats")).json().data.available_balance;
}

export async function orderStatus(app: App, id: number): Promise<string> {
  const rows = (
    (await app.db.execute(sql`select status from orders where id = ${id}`)) as unknown as {
      rows: { status: string }[];
    }
  ).rows;
  return rows[0]?.status ?? "missing";
}

/** Transfers of one code for one order: how often money moved for it. */
export async function transfersOf(app: App, orderId: number, code: string): Promise<number> {
  const rows = (
    (await app.db.execute(
      sql`select count(*)::int as n from transfers where reference_type = 'order' and reference_id = ${orderId} and code = ${code}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows;
  return rows[0]?.n ?? 0;
}

export function expectFailure(
  response: { statusCode: number; json(): { success: boolean; message: string } },
  status: number,
  message: string,
) {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  expect(response.json().message).toBe(message);
}
