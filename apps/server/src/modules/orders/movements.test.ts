import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { ORDER_APP_OPTIONS, paidOrder, type Shop, shopWithProduct, unpaidOrder } from "../../test/orders";
import { buyer } from "../../test/store";
import { call, expectSoundLedger } from "../../test/wallet";

const t = useTestApp(ORDER_APP_OPTIONS);
let shop: Shop;
let other: Shop;

beforeAll(async () => {
  shop = await shopWithProduct(t.app, "20000");
  other = await shopWithProduct(t.app);
});
afterAll(async () => expectSoundLedger(t.app.db));

const detail = (id: number, token = shop.token) => call(t.app, token, "GET", `/api/sellers/orders/${id}`);

describe("an order's ledger movements on its detail", () => {
  it("lists the buyer's payment, the supplier cost and the profit, oldest first, as the ledger has them", async () => {
    const order = await paidOrder(t.app, shop, 2);
    const shipped = await call(t.app, shop.token, "POST", `/api/sellers/orders/${order.id}/ship`);
    expect(shipped.statusCode).toBe(200);
    const received = await buyer(t.app, "POST", `/api/storefront/orders/${order.code}/confirm-receipt`);
    expect(received.statusCode).toBe(200);

    const answer = (await detail(order.id)).json().data;
    expect(answer.status).toBe("completed");
    expect(answer.movements.map((movement: { code: string }) => movement.code)).toEqual([
      "order_paid",
      "order_payment",
      "order_profit",
    ]);
    const amountOf = (code: string) =>
      answer.movements.find((movement: { code: string }) => movement.code === code).amount;
    expect(amountOf("order_paid")).toBe(answer.total_amount);
    expect(amountOf("order_payment")).toBe(answer.cost_amount);
    expect(amountOf("order_profit")).toBe(answer.total_amount);
    // The order's money came through the sandbox (paidOrder): its payment and profit say so.
    expect(
      answer.movements.find((movement: { code: string }) => movement.code === "order_paid").sandbox,
    ).toBe(true);
  });

  it("has none while the order waits for payment", async () => {
    const order = await unpaidOrder(t.app, shop);
    const answer = (await detail(order.id)).json().data;
    expect(answer.movements).toEqual([]);
  });

  it("shows another seller's order to nobody but its seller", async () => {
    const order = await paidOrder(t.app, shop);
    const response = await detail(order.id, other.token);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("order_paid");
  });
});
