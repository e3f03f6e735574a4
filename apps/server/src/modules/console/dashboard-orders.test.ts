import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { ORDER_APP_OPTIONS, paidOrder, shopWithProduct, unpaidOrder } from "../../test/orders";
import { call, operatorToken } from "../../test/wallet";

const t = useTestApp(ORDER_APP_OPTIONS);

describe("the dashboard's order queues", () => {
  it("counts batch-shipped orders until their dispatch, and no payment its provider confirms", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    const queues = async () =>
      (await call(t.app, operator, "GET", "/api/admin/dashboard")).json().data.queues;
    const shop = await shopWithProduct(t.app);
    const before = await queues();

    // The demo's sandbox confirms its own payments: nothing for an operator to confirm.
    await unpaidOrder(t.app, shop);
    expect((await queues()).payments.count).toBe(before.payments.count);
    const listed = await call(t.app, operator, "GET", "/api/admin/orders?awaiting_confirmation=true");
    expect(listed.json().data.total).toBe((await queues()).payments.count);

    const order = await paidOrder(t.app, shop);
    await call(t.app, shop.token, "POST", "/api/sellers/orders/bulk-ship", { order_ids: [order.id] });
    const waiting = await queues();
    expect(waiting.dispatch.count).toBe(before.dispatch.count + 1);
    expect(waiting.dispatch.oldest_at).not.toBeNull();

    const dispatched = await call(t.app, operator, "POST", `/api/admin/orders/${order.id}/dispatch`, {
      courier: "flash",
      tracking_number: "TH0001",
    });
    expect(dispatched.statusCode).toBe(200);
    expect((await queues()).dispatch.count).toBe(before.dispatch.count);
  });

  it("counts a buyer's refund from the seller's refund until an operator marks it paid", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    const queues = async () =>
      (await call(t.app, operator, "GET", "/api/admin/dashboard")).json().data.queues;
    const shop = await shopWithProduct(t.app);
    const before = await queues();

    const order = await paidOrder(t.app, shop);
    const refunded = await call(t.app, shop.token, "POST", `/api/sellers/orders/${order.id}/refund`, {
      reason: "The supplier is out of stock",
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const waiting = await queues();
    expect(waiting.order_refunds.count).toBe(before.order_refunds.count + 1);
    expect(waiting.order_refunds.oldest_at).not.toBeNull();
    const listed = await call(t.app, operator, "GET", "/api/admin/order-refunds?state=to_pay&per_page=100");
    expect(listed.json().data.total).toBe(waiting.order_refunds.count);

    const refund = listed.json().data.items.find((item: { order_id: number }) => item.order_id === order.id);
    const paid = await call(t.app, operator, "POST", `/api/admin/order-refunds/${refund.id}/mark-paid`, {
      reference: "KB20261127-0042",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await queues()).order_refunds.count).toBe(before.order_refunds.count);
  });
});
