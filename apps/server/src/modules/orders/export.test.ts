import { LANGUAGE_HEADER } from "@seller/contract/languages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { th, useTestApp } from "../../test/app";
import { ORDER_APP_OPTIONS, paidOrder, type Shop, shopWithProduct, unpaidOrder } from "../../test/orders";
import { call, expectSoundLedger } from "../../test/wallet";
import { dispatchOrder } from "./dispatch";

const t = useTestApp(ORDER_APP_OPTIONS);
let shop: Shop;
let other: Shop;
let hostile: Awaited<ReturnType<typeof paidOrder>>;
let waiting: Awaited<ReturnType<typeof unpaidOrder>>;
let theirs: Awaited<ReturnType<typeof paidOrder>>;
const inThai = { [LANGUAGE_HEADER]: "th" };

beforeAll(async () => {
  shop = await shopWithProduct(t.app);
  other = await shopWithProduct(t.app);
  hostile = await paidOrder(t.app, shop, 2, { buyer_name: '=HYPERLINK("http://evil.example","x")' });
  await call(t.app, shop.token, "POST", `/api/sellers/orders/${hostile.id}/ship`);
  // The supplier's dispatch records the courier and tracking (DECISIONS "Orders").
  await t.app.db.transaction((tx) =>
    dispatchOrder(tx, { kind: "sandbox" }, hostile.id, { courier: "kerry", tracking_number: "KEX777" }),
  );
  waiting = await unpaidOrder(t.app, shop, 1, { buyer_name: "สมศรี ใจดี, คนซื้อ" });
  theirs = await paidOrder(t.app, other, 1);
});
afterAll(async () => expectSoundLedger(t.app.db));

const exportOrders = (query = "") =>
  call(t.app, shop.token, "GET", `/api/sellers/orders/export${query}`, undefined, inThai);
const lines = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean);

describe("the orders CSV", () => {
  it("opens in Excel in Thai: byte order mark, CRLF, Thai header and product names", async () => {
    const response = await exportOrders();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="orders-\d{8}\.csv"$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body).toContain("\r\n");
    const [header, ...rows] = lines(response.body);
    expect(header?.split(",")[0]).toBe(th("orders.export.orderNumber"));
    expect(rows).toHaveLength(2);
    expect(response.body).toContain("กระเป๋าผ้า x2");
    expect(response.body).toContain(th("orders.status.pending_delivery"));
  });

  it("neutralises a buyer's name written as a formula, quotes commas and masks the buyer", async () => {
    const body = (await exportOrders()).body;
    expect(body).toContain('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(body).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(body).toContain('"สมศรี ใจดี, คนซื้อ"');
    expect(body).toContain("089876*432");
    expect(body).not.toMatch(/089876\d432/);
    expect(body).not.toContain("สุขุมวิท");
  });

  it("takes the list's filters and holds only the seller's own orders", async () => {
    const shipped = lines((await exportOrders("?status=pending_delivery")).body);
    expect(shipped).toHaveLength(2);
    expect(shipped[1]).toContain(hostile.orderNumber);
    expect(shipped[1]).toContain("700.00,300.00,0.00,400.00,Kerry Express (KEX),KEX777");
    const unpaid = lines((await exportOrders("?status=pending_payment")).body);
    expect(unpaid[1]).toContain(waiting.orderNumber);
    expect((await exportOrders()).body).not.toContain(theirs.orderNumber);
    expect((await exportOrders("?time=yesterday")).statusCode).toBe(422);
  });
});

describe("the transactions CSV", () => {
  it("lists the revenue record with its filters, in Thai, with a byte order mark", async () => {
    const response = await call(
      t.app,
      shop.token,
      "GET",
      "/api/sellers/transactions/export",
      undefined,
      inThai,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/filename="transactions-\d{8}\.csv"/);
    expect(response.body.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = lines(response.body);
    expect(header?.split(",")).toContain(th("revenue.export.amount"));
    const typeColumn = header?.split(",").indexOf(th("revenue.export.type")) ?? -1;
    expect(rows.map((row) => row.split(",")[typeColumn])).toEqual(
      expect.arrayContaining([
        th("revenue.type.recharge"),
        th("revenue.type.deposit"),
        th("revenue.type.order_payment"),
      ]),
    );
    const payments = lines(
      (
        await call(
          t.app,
          shop.token,
          "GET",
          "/api/sellers/transactions/export?type=order_payment",
          undefined,
          inThai,
        )
      ).body,
    );
    expect(payments).toHaveLength(2);
    expect(payments[1]).toContain(",300.00,");
    // The order's number and its stored profit (700.00 - 300.00), beside the supplier cost.
    expect(payments[1]).toContain(`,${hostile.orderNumber},400.00,`);
  });
});
