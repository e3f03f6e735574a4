import { describe, expect, it } from "vitest";
import { fieldCipher } from "../../lib/field-encryption";
import { TEST_DATA_KEY, useTestApp } from "../../test/app";
import { buyer, checkout, placeOrder } from "../../test/store";
import { expectSoundLedger } from "../../test/wallet";
import { addDemoProduct } from "../catalogue/demo-writes";
import { DEMO_PROMPTPAY_ID, seedDemoData } from "./seed";
import { seedDemoStore } from "./store";

const t = useTestApp({ demo: true, paymentProvider: "sandbox", promptPayId: DEMO_PROMPTPAY_ID });

async function demoProducts(count: number) {
  for (let n = 0; n < count; n += 1) {
    await addDemoProduct(t.app.db, {
      category: "beauty",
      name: `ลิปสติก ${n}`,
      nameZh: `口红 ${n}`,
      nameEn: `Lipstick ${n}`,
      description: "",
      descriptionZh: "",
      descriptionEn: "",
      priceSatang: 25_900n,
      discountPriceSatang: null,
      costPriceSatang: 9_000n,
      stock: 50,
      salesCount: 0,
      isHot: false,
      isNew: false,
      sizes: [],
      images: [{ hash: `demo${n}`, widths: [240], width: 240, height: 240 }],
      colors: [],
      reviews: [],
      createdAt: new Date(),
    });
  }
}

describe("the demo seller's store of npm start (DEMO=1)", () => {
  it("opens /s/demo with products a buyer can order and pay in the sandbox, once", async () => {
    await seedDemoData(t.app.db);
    await demoProducts(3);
    const deps = {
      files: t.app.uploads.store,
      cipher: fieldCipher(TEST_DATA_KEY),
      payments: t.app.payments,
      promptPayId: DEMO_PROMPTPAY_ID,
    };
    expect(await seedDemoStore(t.app.db, deps)).toBe(true);
    expect(await seedDemoStore(t.app.db, deps)).toBe(false);

    const page = (await buyer(t.app, "GET", "/api/storefront/demo")).json().data;
    expect(page.store).toMatchObject({ slug: "demo", is_open: true, theme_color: "#e83e8c" });
    // Buyers read the description: it speaks to them, not to whoever started the server.
    expect(page.store.store_description).not.toMatch(/npm|sandbox|start/i);
    expect(page.products).toHaveLength(3);

    const placed = await placeOrder(
      t.app,
      "demo",
      checkout([{ product_id: page.products[0].id, quantity: 1 }]),
    );
    const paid = await buyer(t.app, "POST", `/api/storefront/orders/${placed.code}/sandbox-pay`, {
      outcome: "paid",
    });
    expect(paid.json().data.status).toBe("pending_shipment");
    // The demo's QR names no real PromptPay account.
    expect(paid.json().data.payment.qr_payload).toContain("0066000000000");
    await expectSoundLedger(t.app.db);
  });
});
