import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { ORDER_APP_OPTIONS, type Shop } from "../../test/orders";
import {
  buyer,
  catalogueProducts,
  checkout,
  openStore,
  placeOrder,
  sellerWithDeposit,
} from "../../test/store";
import { call, expectSoundLedger, profile } from "../../test/wallet";
import { orderByCode } from "./reads";

/**
 * A multi-order early receipt, a buyer's placement and a buyer's cancellation
 * over the same two products at once. The early receipt used to add each
 * order's sales in the batch's order (the higher product first here) while
 * placement locks products in id order: on PostgreSQL they waited on each
 * other in a circle and a buyer got 500. Now every path takes products in id
 * order, and a deadlock or serialization failure left anyway is retried inside
 * the server (db/client.ts). On PGlite transactions run one at a time; the
 * race is real on PostgreSQL (TEST_DATABASE_URL).
 */
const t = useTestApp(ORDER_APP_OPTIONS);
const ROUNDS = 8;
/** Each placement its own phone: a phone holds at most 3 unpaid orders (DECISIONS "Store and storefront"). */
let phones = 0;
const ownPhone = () => ({ buyer_phone: `06${String(10_000_000 + ++phones).slice(-8)}` });
let shop: Shop & { low: number; high: number };

beforeAll(async () => {
  const seller = await sellerWithDeposit(t.app, t.app.db, "100000", "bank_transfer");
  const [low, high] = (await catalogueProducts(t.app, t.app.db, [
    { name: "กระเป๋าผ้า", price: "400.00", discount_price: "350.00", cost_price: "150.00", stock: 9999 },
    { name: "หมวกผ้า", price: "300.00", discount_price: "250.00", cost_price: "100.00", stock: 9999 },
  ])) as [number, number];
  const slug = await openStore(t.app, seller.token, [low, high]);
  const sellerId = (await profile(t.app, seller.token)).id as number;
  shop = { token: seller.token, sellerId, slug, productId: low, low, high };
}, 120_000);

async function order(productIds: number[], pay: boolean) {
  const placed = await placeOrder(
    t.app,
    shop.slug,
    checkout(
      productIds.map((id) => ({ product_id: id, quantity: 1 })),
      ownPhone(),
    ),
  );
  const row = await orderByCode(t.app.db, placed.code);
  if (pay) {
    const paid = await buyer(t.app, "POST", `/api/storefront/orders/${placed.code}/sandbox-pay`, {
      outcome: "paid",
    });
    expect(paid.statusCode).toBe(200);
    const shipped = await call(t.app, shop.token, "POST", `/api/sellers/orders/${row.id}/ship`);
    expect(shipped.statusCode).toBe(200);
  }
  return { id: row.id, code: placed.code };
}

describe("early receipts racing placement and cancellation over the same products", () => {
  it("answers every call without a 500, and the ledger stays sound", async () => {
    const statuses: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // The lower order id holds the higher product: the batch's order is the reverse of id order.
      const first = await order([shop.high], true);
      const second = await order([shop.low], true);
      const toCancel = await order([shop.low, shop.high], false);
      const answers = await Promise.all([
        call(t.app, shop.token, "POST", "/api/sellers/orders/bulk-early-profit", {
          order_ids: [first.id, second.id],
        }),
        buyer(
          t.app,
          "POST",
          `/api/storefront/${shop.slug}/orders`,
          checkout(
            [
              { product_id: shop.low, quantity: 1 },
              { product_id: shop.high, quantity: 1 },
            ],
            ownPhone(),
          ),
        ),
        buyer(t.app, "POST", `/api/storefront/orders/${toCancel.code}/cancel`),
        buyer(
          t.app,
          "POST",
          `/api/storefront/${shop.slug}/orders`,
          checkout(
            [
              { product_id: shop.high, quantity: 2 },
              { product_id: shop.low, quantity: 1 },
            ],
            ownPhone(),
          ),
        ),
      ]);
      for (const answer of answers) {
        if (answer.statusCode >= 500) throw new Error(`round ${round}: ${answer.statusCode} ${answer.body}`);
        statuses.push(answer.statusCode);
      }
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 201, 200, 201]);
    }
    expect(statuses).toHaveLength(ROUNDS * 4);
    await expectSoundLedger(t.app.db);
  }, 300_000);
});
