import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { UPLOAD_MAX_BYTES } from "@seller/contract/files";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, en, inEnglish, useTestApp } from "../../test/app";
import {
  buyer,
  buyerOrder,
  catalogueProducts,
  checkout,
  openStore,
  placeOrder,
  sellerWithDeposit,
} from "../../test/store";
import { jpegWithLocation, multipart } from "../../test/uploads";
import { call, operatorToken, TEST_PROMPTPAY_ID } from "../../test/wallet";

/*
 * DECISIONS "Store and storefront": the buyer may attach the transfer slip to "I have paid".
 * It is checked like every upload, and only operators can open it: not the public, not the
 * store's seller, not another seller.
 */
const uploadsDir = mkdtempSync(join(tmpdir(), "seller-slip-uploads-"));
const t = useTestApp({ promptPayId: TEST_PROMPTPAY_ID, uploadsDir });

let slug: string;
let seller: Awaited<ReturnType<typeof sellerWithDeposit>>;
let productId: number;
let phones = 0;

beforeAll(async () => {
  seller = await sellerWithDeposit(t.app, t.app.db);
  [productId] = (await catalogueProducts(t.app, t.app.db, [{ name: "กระเป๋า", stock: 500 }])) as [number];
  slug = await openStore(t.app, seller.token, [productId]);
});

async function unpaid() {
  phones += 1;
  return placeOrder(
    t.app,
    slug,
    checkout([{ product_id: productId, quantity: 1 }], {
      buyer_phone: `0861${String(phones).padStart(6, "0")}`,
    }),
  );
}

function reportWithSlip(code: string, bytes: Buffer, fileName = "slip.jpg") {
  const form = multipart({}, { bytes, fileName, contentType: "image/jpeg" });
  return buyer(t.app, "POST", `/api/storefront/orders/${code}/payment-reported`, form.payload, form.headers);
}

async function adminOrder(orderNumber: string) {
  const operator = await operatorToken(t.app, t.app.db);
  const list = await call(t.app, operator, "GET", `/api/admin/orders?keyword=${orderNumber}`);
  return list.json().data.items[0] as { payment_slip_url: string | null; payment_reported_at: string | null };
}

/** Files (not folders) in the uploads folder: the bytes the store holds. */
const storedFiles = () =>
  readdirSync(uploadsDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
const slipRows = async () =>
  (
    (await t.app.db.execute(
      sql`select count(*)::int as n from files where purpose = 'payment_slip'`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]?.n;

describe("the transfer slip of I have paid", () => {
  it("is kept with the report and opened by an operator only, without the photo's location", async () => {
    const placed = await unpaid();
    const reported = await reportWithSlip(placed.code, await jpegWithLocation(120, 200));
    expect(reported.statusCode).toBe(200);
    expect(reported.json().message).toBe(en("storefront.paymentReported"));
    expect(reported.json().data).toMatchObject({ payment_slip_attached: true, can_report_payment: false });
    // The buyer's answer names no file.
    expect(reported.body).not.toMatch(/\/api\/files\//);

    const row = await adminOrder(placed.order_number);
    expect(row.payment_slip_url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const url = row.payment_slip_url as string;
    const operator = await operatorToken(t.app, t.app.db);
    const seen = await t.app.inject({ method: "GET", url, headers: bearer(operator) });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers["content-type"]).toBe("image/jpeg");
    expect(seen.headers["cache-control"]).toBe("private, no-store");
    const metadata = await sharp(seen.rawPayload).metadata();
    expect(metadata).toMatchObject({ width: 120, height: 200 });
    expect(metadata.exif).toBeUndefined();

    // Nobody else: no token, the store's own seller, another seller.
    expect((await t.app.inject({ method: "GET", url, headers: inEnglish })).statusCode).toBe(401);
    const own = await t.app.inject({
      method: "GET",
      url,
      headers: { ...bearer(seller.token), ...inEnglish },
    });
    expect(own.statusCode).toBe(404);
    const stranger = await sellerWithDeposit(t.app, t.app.db);
    const other = await t.app.inject({
      method: "GET",
      url,
      headers: { ...bearer(stranger.token), ...inEnglish },
    });
    expect(other.statusCode).toBe(404);
    // Nor can the seller remove it.
    expect((await call(t.app, seller.token, "DELETE", url)).statusCode).toBe(404);
  });

  it("is optional: a report without a slip still works", async () => {
    const placed = await unpaid();
    const reported = await buyer(t.app, "POST", `/api/storefront/orders/${placed.code}/payment-reported`);
    expect(reported.statusCode).toBe(200);
    expect(reported.json().data).toMatchObject({ payment_slip_attached: false });
    expect(await adminOrder(placed.order_number)).toMatchObject({
      payment_slip_url: null,
      payment_reported_at: expect.any(String),
    });
  });

  it("refuses a bad slip in the buyer's language, reporting nothing and storing nothing", async () => {
    const placed = await unpaid();
    const [filesBefore, rowsBefore] = [storedFiles(), await slipRows()];
    const cases: [Buffer, number, string][] = [
      [Buffer.from("not a picture at all"), 415, "server.fileTypeInvalid"],
      [Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0xff), 413, "server.fileTooLarge"],
      [Buffer.alloc(0), 400, "server.fileEmpty"],
    ];
    for (const [bytes, status, message] of cases) {
      const refused = await reportWithSlip(placed.code, bytes);
      expect(refused.statusCode, message).toBe(status);
      expect(refused.json().message).toBe(en(message));
    }
    // A form that ends before its boundary: a 400, never a 500.
    const broken = await buyer(
      t.app,
      "POST",
      `/api/storefront/orders/${placed.code}/payment-reported`,
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
      { "content-type": "multipart/form-data; boundary=x" },
    );
    expect(broken.statusCode).toBe(400);
    expect(await buyerOrder(t.app, placed.code)).toMatchObject({
      payment_reported_at: null,
      can_report_payment: true,
      payment_slip_attached: false,
    });
    expect(storedFiles()).toBe(filesBefore);
    expect(await slipRows()).toBe(rowsBefore);
  });

  it("answers every malformed form and a deeply nested body with a 400, reporting nothing", async () => {
    const placed = await unpaid();
    const url = `/api/storefront/orders/${placed.code}/payment-reported`;
    const forms: [string, string, string][] = [
      [
        "no boundary",
        "multipart/form-data",
        '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\na\r\n--x--\r\n',
      ],
      [
        "a broken part header",
        "multipart/form-data; boundary=x",
        "--x\r\nContent-Disposition\r\n\r\n\r\n--x--\r\n",
      ],
      ["nothing but the boundary", "multipart/form-data; boundary=x", "--x"],
      ["a boundary longer than any form's", `multipart/form-data; boundary=${"b".repeat(300)}`, "--b\r\n"],
    ];
    for (const [name, contentType, payload] of forms) {
      const refused = await buyer(t.app, "POST", url, payload, { "content-type": contentType });
      expect(refused.statusCode, `${name}: ${refused.body}`).toBe(400);
      expect(refused.json().code, name).toBe("UPLOAD_FAILED");
    }
    const deep = await buyer(t.app, "POST", url, `${"[".repeat(10_000)}${"]".repeat(10_000)}`, {
      "content-type": "application/json",
    });
    expect(deep.statusCode, deep.body).toBe(400);
    expect(await buyerOrder(t.app, placed.code)).toMatchObject({ payment_reported_at: null });
  });

  it("takes one slip per order: a later one leaves the first, and an order past its window stores none", async () => {
    const placed = await unpaid();
    expect((await reportWithSlip(placed.code, await jpegWithLocation(60, 60))).statusCode).toBe(200);
    const first = (await adminOrder(placed.order_number)).payment_slip_url;
    const filesAfterFirst = storedFiles();
    expect((await reportWithSlip(placed.code, await jpegWithLocation(70, 70))).statusCode).toBe(200);
    expect((await adminOrder(placed.order_number)).payment_slip_url).toBe(first);
    expect(storedFiles()).toBe(filesAfterFirst);

    const late = await unpaid();
    await t.app.db.execute(
      sql`update orders set expires_at = now() - interval '1 second' where code = ${late.code}`,
    );
    const refused = await reportWithSlip(late.code, await jpegWithLocation(60, 60));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(en("orders.paymentWindowOver"));
    expect(storedFiles()).toBe(filesAfterFirst);
  });
});
