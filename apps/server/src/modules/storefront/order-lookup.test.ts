import { beforeAll, describe, expect, it } from "vitest";
import { loggerOptions } from "../../lib/log";
import { en, inEnglish, useTestApp } from "../../test/app";
import { catalogueProducts, checkout, openStore, placeOrder, sellerWithDeposit } from "../../test/store";
import { TEST_PROMPTPAY_ID } from "../../test/wallet";

/** Every line the server logs, at the most talkative level. */
const lines: string[] = [];
const t = useTestApp({
  promptPayId: TEST_PROMPTPAY_ID,
  logger: loggerOptions("trace", { write: (line: string) => lines.push(line) }),
  limits: {
    orderLookupPerAddress: { max: 6, windowMs: 60_000 },
    orderLookupPerOrderNumber: { max: 4, windowMs: 60_000 },
  },
});

let slug: string;
let otherSlug: string;
let placed: { code: string; order_number: string };
let second: { code: string; order_number: string };
let addressCount = 0;
/** Each test's buyer comes from an address of their own, so the per-address count starts at 0. */
const freshAddress = () => {
  addressCount += 1;
  return `10.9.${addressCount}.1`;
};

beforeAll(async () => {
  const seller = await sellerWithDeposit(t.app, t.app.db);
  const other = await sellerWithDeposit(t.app, t.app.db);
  const [cap] = (await catalogueProducts(t.app, t.app.db, [
    { name: "หมวก", stock: 99_999, price: "150.00", cost_price: "50.00" },
  ])) as [number];
  slug = await openStore(t.app, seller.token, [cap], "lookup-store");
  otherSlug = await openStore(t.app, other.token, [cap], "other-store");
  placed = await placeOrder(
    t.app,
    slug,
    checkout([{ product_id: cap, quantity: 1 }], { buyer_phone: "0898765432" }),
  );
  second = await placeOrder(
    t.app,
    slug,
    checkout([{ product_id: cap, quantity: 1 }], { buyer_phone: "0898765432" }),
  );
});

const lookUp = (body: Record<string, unknown>, address: string, store = slug) =>
  t.app.inject({
    method: "POST",
    url: `/api/storefront/${store}/order-lookup`,
    headers: inEnglish,
    remoteAddress: address,
    payload: body,
  });

describe("the storefront's order lookup", () => {
  it("finds the order when its number and the buyer's phone both match, however they are typed", async () => {
    const address = freshAddress();
    const found = await lookUp({ order_number: placed.order_number, phone: "0898765432" }, address);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ success: true, data: { code: placed.code } });
    const spaced = ` ${placed.order_number.toLowerCase().slice(0, 8)} ${placed.order_number.slice(8)}`;
    const typed = await lookUp({ order_number: spaced, phone: "089-876-5432" }, address);
    expect(typed.json().data).toEqual({ code: placed.code });
  });

  it("answers a wrong phone, an unknown number and another store the same way, and gives no code", async () => {
    const address = freshAddress();
    const wrongPhone = await lookUp({ order_number: placed.order_number, phone: "0811111111" }, address);
    const unknown = await lookUp({ order_number: "SO991231999999", phone: "0898765432" }, address);
    const elsewhere = await lookUp(
      { order_number: placed.order_number, phone: "0898765432" },
      address,
      otherSlug,
    );
    for (const answer of [wrongPhone, unknown, elsewhere]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(wrongPhone.body);
      expect(answer.headers["content-length"]).toBe(wrongPhone.headers["content-length"]);
    }
    expect(wrongPhone.json()).toEqual({
      success: true,
      data: { code: null },
      message: en("storefront.lookup.notFound"),
    });
    expect(wrongPhone.body).not.toContain(placed.code);
  });

  it("refuses a malformed number or phone with the field's message, before counting anything", async () => {
    const address = freshAddress();
    const malformed = await lookUp({ order_number: "12345", phone: "0898765432" }, address);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().message).toBe(en("storefront.lookup.numberInvalid"));
    const badPhone = await lookUp({ order_number: placed.order_number, phone: "02123456" }, address);
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json().message).toBe(en("address.phoneInvalid"));
  });

  it("stops guessing a known number's phone from many addresses, and an unknown number alike", async () => {
    const number = "SO991231000777";
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const answer = await lookUp({ order_number: number, phone: `081000000${attempt}` }, freshAddress());
      expect(answer.json().data).toEqual({ code: null });
    }
    const limited = await lookUp({ order_number: number, phone: "0898765432" }, freshAddress());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: "REQUEST_RATE_LIMIT" });
    expect(limited.json().message).toBe(en("storefront.lookup.tooMany"));

    // A real order's number: after 4 wrong phones, even the right one waits (the same answer as above).
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await lookUp({ order_number: second.order_number, phone: `082000000${attempt}` }, freshAddress());
    }
    const right = await lookUp({ order_number: second.order_number, phone: "0898765432" }, freshAddress());
    expect(right.statusCode).toBe(429);
    expect(right.body).toBe(limited.body);
  });

  it("stops one address that tries many numbers", async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await lookUp({ order_number: `SO99123100100${attempt}`, phone: "0898765432" }, address);
      expect(answer.statusCode).toBe(200);
    }
    const limited = await lookUp({ order_number: "SO991231001009", phone: "0898765432" }, address);
    expect(limited.statusCode).toBe(429);
    // Another address is not held back by it.
    const other = await lookUp({ order_number: "SO991231001009", phone: "0898765432" }, freshAddress());
    expect(other.statusCode).toBe(200);
  });

  it("writes neither the order code nor the buyer's phone to the log", async () => {
    const log = lines.join("");
    expect(log).toContain("/order-lookup");
    expect(log).not.toContain(placed.code);
    expect(log).not.toContain(second.code);
    expect(log).not.toContain("0898765432");
  });
});
