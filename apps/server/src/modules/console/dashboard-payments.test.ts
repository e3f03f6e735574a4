import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import {
  buyer,
  catalogueProducts,
  checkout,
  openStore,
  placeOrder,
  sellerWithDeposit,
} from "../../test/store";
import { call, operatorToken, TEST_PROMPTPAY_ID } from "../../test/wallet";

// The default provider: an operator confirms each buyer's payment against the bank statement.
const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID });

describe("the dashboard's buyers' payments", () => {
  it("counts exactly the payments the queue lists: reported and waiting, not confirmed, not cancelled, not unreported", async () => {
    const seller = await sellerWithDeposit(t.app, t.app.db);
    const [lamp] = (await catalogueProducts(t.app, t.app.db, [
      { name: "โคมไฟ", price: "500.00", cost_price: "200.00", stock: 99_999 },
    ])) as [number];
    const slug = await openStore(t.app, seller.token, [lamp]);
    const place = () => placeOrder(t.app, slug, checkout([{ product_id: lamp, quantity: 1 }]));
    const [waiting, confirmed, cancelled, unreported] = [
      await place(),
      await place(),
      await place(),
      await place(),
    ];
    // Unpaid orders enter the queue once the buyer reports a payment (DECISIONS "Store and storefront").
    for (const { code } of [waiting, confirmed])
      expect((await buyer(t.app, "POST", `/api/storefront/orders/${code}/payment-reported`)).statusCode).toBe(
        200,
      );
    const operator = await operatorToken(t.app, t.app.db);
    const listed = async () =>
      (await call(t.app, operator, "GET", "/api/admin/orders?awaiting_confirmation=true&per_page=100")).json()
        .data;
    const byNumber = async (orderNumber: string) =>
      (await listed()).items.find((item: { order_number: string }) => item.order_number === orderNumber);
    const confirmedId = (await byNumber(confirmed.order_number)).id;
    expect(
      (
        await call(t.app, operator, "POST", `/api/admin/orders/${confirmedId}/confirm-payment`, {
          amount: "500.00",
        })
      ).statusCode,
    ).toBe(200);
    expect((await buyer(t.app, "POST", `/api/storefront/orders/${cancelled.code}/cancel`)).statusCode).toBe(
      200,
    );

    const queue = await listed();
    const dashboard = (await call(t.app, operator, "GET", "/api/admin/dashboard")).json().data.queues
      .payments;
    expect(queue.items.map((item: { order_number: string }) => item.order_number)).toEqual([
      waiting.order_number,
    ]);
    expect(queue.items.map((item: { order_number: string }) => item.order_number)).not.toContain(
      unreported.order_number,
    );
    expect(dashboard.count).toBe(queue.total);
    expect(dashboard.oldest_at).toBe(queue.items[0].created_at);
  });
});
