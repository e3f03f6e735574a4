import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, en, th, useTestApp } from "../../test/app";
import { moneySnapshot } from "../../test/payments";
import {
  BANGKOK_ADDRESS,
  buyer,
  buyerOrder,
  catalogueProducts,
  checkout,
  openStore,
  placeOrder,
  sellerWithDeposit,
} from "../../test/store";
import { call, expectSoundLedger, TEST_PROMPTPAY_ID } from "../../test/wallet";

const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID });

let slug: string;
let shirt: number;
let cap: number;
let unlisted: number;
let seller: Awaited<ReturnType<typeof sellerWithDeposit>>;

beforeAll(async () => {
  seller = await sellerWithDeposit(t.app, t.app.db);
  [shirt, cap, unlisted] = (await catalogueProducts(t.app, t.app.db, [
    {
      name: "เสื้อยืด",
      sizes: ["M", "L"],
      stock: 3,
      price: "299.00",
      discount_price: "249.00",
      cost_price: "100.00",
    },
    { name: "หมวก", stock: 99_999, price: "150.00", cost_price: "50.00" },
    { name: "ไม่ได้ขาย" },
  ])) as [number, number, number];
  slug = await openStore(t.app, seller.token, [shirt, cap], "nok-store");
});

async function rowCounts() {
  const read = async (table: string) =>
    (
      (await t.app.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n;
  return {
    orders: await read("orders"),
    items: await read("order_items"),
    payments: await read("payments"),
    notifications: await read("notifications"),
    stock: (
      (await t.app.db.execute(sql`select stock from products where id = ${shirt}`)) as unknown as {
        rows: { stock: number }[];
      }
    ).rows[0]?.stock,
  };
}

describe("the storefront's reads", () => {
  it("shows the store and its listed products, never the seller's account or the supplier cost", async () => {
    const response = await buyer(t.app, "GET", `/api/storefront/${slug}`);
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page.store).toEqual({
      slug,
      store_name: "Nok's Shop",
      store_description: "",
      contact_phone: "",
      business_hours: "",
      announcement: "",
      theme_color: "#28a745",
      is_open: true,
      closed_reason: null,
      // The per-order limit of one product (a system setting): the cart stops there.
      order_units_max: 10,
    });
    expect(page.products.map((product: { id: number }) => product.id).sort()).toEqual([shirt, cap].sort());
    const text = response.body;
    for (const secret of [
      "cost_price",
      "seller_id",
      seller.account,
      "available_balance",
      "120.00",
      "100.00",
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(page.categories).toEqual([expect.objectContaining({ key: "fashion", count: 2 })]);
  });

  it("searches the store's products and opens one of them, not another store's", async () => {
    const found = await buyer(t.app, "GET", `/api/storefront/${slug}?keyword=${encodeURIComponent("หมวก")}`);
    expect(found.json().data.products.map((product: { id: number }) => product.id)).toEqual([cap]);
    const detail = await buyer(t.app, "GET", `/api/storefront/${slug}/products/${shirt}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({
      id: shirt,
      sizes: ["M", "L"],
      effective_price: "249.00",
      order_units_max: 10,
    });
    expect(detail.body).not.toContain("cost_price");
    const other = await buyer(t.app, "GET", `/api/storefront/${slug}/products/${unlisted}`);
    expect(other.statusCode).toBe(404);
  });

  it("pages a listed product's reviews for buyers, and none of a product the store does not list", async () => {
    const reviews = await buyer(t.app, "GET", `/api/storefront/${slug}/products/${shirt}/reviews?page=2`);
    expect(reviews.statusCode).toBe(200);
    expect(reviews.json().data).toMatchObject({ page: 2, per_page: 3, reviews: [] });
    const other = await buyer(t.app, "GET", `/api/storefront/${slug}/products/${unlisted}/reviews?page=2`);
    expect(other.statusCode).toBe(404);
  });

  it("answers an unknown store 404 in Thai by default", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/storefront/no-such-store" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(th("storefront.storeNotFound"));
  });

  it("counts each visitor once a day", async () => {
    const visit = (address: string) =>
      t.app.inject({ method: "GET", url: `/api/storefront/${slug}`, remoteAddress: address });
    await visit("10.0.0.1");
    await visit("10.0.0.1");
    await visit("10.0.0.2");
    const { visitorsToday } = await import("../store/visits");
    expect(await visitorsToday(t.app.db, seller.id)).toBeGreaterThanOrEqual(2);
    const rows = (
      (await t.app.db.execute(sql`select visitor from store_visits`)) as unknown as {
        rows: { visitor: string }[];
      }
    ).rows;
    expect(rows.every((row) => !row.visitor.includes("10.0.0"))).toBe(true);
  });
});

describe("placing an order", () => {
  it("reserves the stock, starts the payment and does not tell the seller until it is paid", async () => {
    const before = await rowCounts();
    const placed = await placeOrder(
      t.app,
      slug,
      checkout([
        { product_id: shirt, quantity: 1, size: "M" },
        { product_id: cap, quantity: 1 },
      ]),
    );
    expect(placed.code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(placed.order_number).toMatch(/^SO\d{12}$/);
    const order = await buyerOrder(t.app, placed.code);
    expect(order).toMatchObject({
      status: "pending_payment",
      total_amount: "399.00",
      total_quantity: 2,
      buyer_phone: expect.stringMatching(/^089876\d432$/),
      address: BANGKOK_ADDRESS,
      can_cancel: true,
      store: { slug, store_name: "Nok's Shop" },
    });
    expect(order.payment).toMatchObject({ provider: "manual", status: "pending" });
    expect(order.payment.qr_payload).toContain("5406399.00");
    expect(JSON.stringify(order)).not.toMatch(/supplier|profit|cost/);
    const after = await rowCounts();
    expect(after).toMatchObject({
      orders: (before.orders ?? 0) + 1,
      items: (before.items ?? 0) + 2,
      payments: (before.payments ?? 0) + 1,
      // DECISIONS "Store and storefront": the order's first notification is its payment.
      notifications: before.notifications ?? 0,
      stock: (before.stock ?? 0) - 1,
    });
  });

  const bad: [string, () => unknown, string, (() => Record<string, string | number>)?][] = [
    [
      "an unknown product",
      () => checkout([{ product_id: 987_654, quantity: 1 }]),
      "storefront.validation.productNotInStore",
      () => ({ id: 987_654 }),
    ],
    [
      "a product this store does not list",
      () => checkout([{ product_id: unlisted, quantity: 1 }]),
      "storefront.validation.productNotInStore",
      () => ({ id: unlisted }),
    ],
    [
      "more than the stock",
      () => checkout([{ product_id: shirt, quantity: 5, size: "L" }]),
      "storefront.validation.quantityAboveStock",
      () => ({ product: "เสื้อยืด", stock: 2 }),
    ],
    [
      "a size the product lacks",
      () => checkout([{ product_id: shirt, quantity: 1, size: "XXL" }]),
      "storefront.validation.sizeRequired",
      () => ({ product: "เสื้อยืด" }),
    ],
    [
      "no size where one is needed",
      () => checkout([{ product_id: shirt, quantity: 1 }]),
      "storefront.validation.sizeRequired",
      () => ({ product: "เสื้อยืด" }),
    ],
    [
      "a quantity of zero",
      () => checkout([{ product_id: cap, quantity: 0 }]),
      "storefront.validation.quantityInvalid",
    ],
    [
      "a landline as the buyer's mobile",
      () => checkout([{ product_id: cap, quantity: 1 }], { buyer_phone: "021234567" }),
      "address.phoneInvalid",
    ],
    [
      "a postal code of another district",
      () =>
        checkout([{ product_id: cap, quantity: 1 }], {
          address: { ...BANGKOK_ADDRESS, postal_code: "50200" },
        }),
      "address.postalCodeMismatch",
      () => ({ ...BANGKOK_ADDRESS, postal_code: "50200" }),
    ],
    [
      "a postal code that is not five digits",
      () =>
        checkout([{ product_id: cap, quantity: 1 }], {
          address: { ...BANGKOK_ADDRESS, postal_code: "1011" },
        }),
      "address.postalCodeInvalid",
    ],
    [
      "an oversized name",
      () => checkout([{ product_id: cap, quantity: 1 }], { buyer_name: "ก".repeat(61) }),
      "storefront.validation.nameTooLong",
    ],
    [
      "an oversized note",
      () => checkout([{ product_id: cap, quantity: 1 }], { note: "x".repeat(301) }),
      "storefront.validation.noteTooLong",
    ],
    ["an empty cart", () => checkout([]), "storefront.validation.cartEmpty"],
  ];

  it.each(bad)("refuses %s in the buyer's language and writes nothing", async (_name, body, key, params) => {
    const before = await rowCounts();
    const thai = await t.app.inject({
      method: "POST",
      url: `/api/storefront/${slug}/orders`,
      payload: body() as object,
    });
    expect(thai.statusCode).toBeGreaterThanOrEqual(400);
    expect(thai.statusCode).toBeLessThan(500);
    expect(thai.json().message).toBe(th(key, params?.()));
    const english = await buyer(t.app, "POST", `/api/storefront/${slug}/orders`, body());
    expect(english.json().message).toBe(en(key, params?.()));
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses orders while the store is offline (no security deposit), writing nothing", async () => {
    const other = await createTestApp({ promptPayId: TEST_PROMPTPAY_ID });
    try {
      const owner = await sellerWithDeposit(other.app, other.app.db);
      const [id] = await catalogueProducts(other.app, other.app.db, [{}]);
      const store = await openStore(other.app, owner.token, [id as number], "closing-store");
      const refund = await call(other.app, owner.token, "POST", "/api/sellers/deposit/refund");
      expect(refund.statusCode).toBeLessThan(300);
      const { operatorToken } = await import("../../test/wallet");
      const operator = await operatorToken(other.app, other.app.db);
      const pending = (
        await call(other.app, operator, "GET", "/api/admin/deposit-refunds?status=pending")
      ).json().data;
      await call(other.app, operator, "POST", `/api/admin/deposit-refunds/${pending.items[0].id}/approve`);
      const page = (await buyer(other.app, "GET", `/api/storefront/${store}`)).json().data;
      expect(page.store.is_open).toBe(false);
      expect(page.products).toEqual([]);
      const snapshot = await moneySnapshot(other.app.db);
      const refused = await buyer(
        other.app,
        "POST",
        `/api/storefront/${store}/orders`,
        checkout([{ product_id: id as number, quantity: 1 }]),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(en("storefront.storeClosed"));
      expect(await moneySnapshot(other.app.db)).toEqual(snapshot);
    } finally {
      await other.close();
    }
  });
});

describe("the buyer's cancel", () => {
  it("cancels an unpaid order, puts the stock back and moves no money; a second cancel is refused", async () => {
    const before = await rowCounts();
    const placed = await placeOrder(t.app, slug, checkout([{ product_id: shirt, quantity: 1, size: "L" }]));
    const money = await moneySnapshot(t.app.db);
    const cancelled = await buyer(t.app, "POST", `/api/storefront/orders/${placed.code}/cancel`, {
      reason: "changed my mind",
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: "cancelled",
      cancel_reason: "changed my mind",
      can_cancel: false,
      payment: { status: "expired" },
    });
    expect((await rowCounts()).stock).toBe(before.stock);
    const after = await moneySnapshot(t.app.db);
    expect(after.accounts).toEqual(money.accounts);
    expect(after.transfers).toEqual(money.transfers);
    const again = await buyer(t.app, "POST", `/api/storefront/orders/${placed.code}/cancel`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(en("orders.cannotCancel"));
    await expectSoundLedger(t.app.db);
  });

  it("replays the first answer to a cancel repeated with the same Idempotency-Key", async () => {
    const before = await rowCounts();
    const placed = await placeOrder(t.app, slug, checkout([{ product_id: shirt, quantity: 1, size: "L" }]));
    const cancel = () =>
      buyer(
        t.app,
        "POST",
        `/api/storefront/orders/${placed.code}/cancel`,
        { reason: "twice" },
        {
          "idempotency-key": "cancel-once",
        },
      );
    const first = await cancel();
    const repeat = await cancel();
    expect(first.statusCode).toBe(200);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    // Whatever the order held is back once, and no more.
    expect((await rowCounts()).stock).toBe(before.stock);
    await expectSoundLedger(t.app.db);
  });

  it("answers 404 for a code nobody was given", async () => {
    const response = await buyer(t.app, "GET", "/api/storefront/orders/AAAAAAAAAAAAAAAAAAAAAAAA");
    expect(response.statusCode).toBe(404);
    const short = await buyer(t.app, "GET", "/api/storefront/orders/abc");
    expect(short.statusCode).toBe(404);
  });
});

describe("rate limits", () => {
  it("limits storefront calls per address", async () => {
    const limited = await createTestApp({
      promptPayId: TEST_PROMPTPAY_ID,
      limits: { storefrontReadPerAddress: { max: 3, windowMs: 60_000 } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push(
          (await limited.app.inject({ method: "GET", url: "/api/storefront/some-store" })).statusCode,
        );
      }
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
