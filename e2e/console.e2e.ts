import type { WebSocketRoute } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { PASSWORD } from "./support/auth";
import { uniqueAccount } from "./support/browser";
import {
  expectAccessible,
  openScreen,
  shot,
  signInThroughConsoleForm,
  signInToConsole,
  useConsoleBrowser,
} from "./support/console";
import { productPng } from "./support/images";
import { operatorTokenOf } from "./support/operator-code";
import { buyerPhone } from "./support/orders";
import { addShopProducts, apiOf, readySeller, registeredSeller, submitIdentity } from "./support/store";

const openConsole = useConsoleBrowser();
const call = <T>(path: string, init: Parameters<ReturnType<typeof apiOf>>[1] = {}) =>
  apiOf(inject("baseUrl"))<T>(path, init);

async function newSeller(prefix: string) {
  const account = uniqueAccount(prefix);
  const { token } = await registeredSeller(inject("baseUrl"), account);
  return { account, token };
}

const profileOf = (token: string) =>
  call<{ available_balance: string; freeze_amount: string }>("/sellers/profile", { token });

/** A row of a console table that names the seller (or the order). */
const rowOf = (page: import("playwright-core").Page, text: string) =>
  page.locator("tr.ant-table-row", { hasText: text });

describe("the operator console", () => {
  it("signs in and approves a top-up once the money is on the statement; the seller's balance moves", async () => {
    const seller = await newSeller("topup");
    await call("/sellers/wallet/recharge", {
      method: "POST",
      token: seller.token,
      body: { amount: "5000", method: "bank_transfer" },
    });
    const { page, errors, log } = await openConsole("en");
    await signInThroughConsoleForm(page);
    const waiting = async () =>
      Number(await page.locator('[data-queue="recharges"] .ant-statistic-content-value').textContent());
    await expect.poll(waiting).toBeGreaterThan(0);
    // Refreshed live over the operator room: another seller's top-up shows without a reload.
    const before = await waiting();
    const other = await newSeller("topuplive");
    await call("/sellers/wallet/recharge", {
      method: "POST",
      token: other.token,
      body: { amount: "5000", method: "bank_transfer" },
    });
    await expect.poll(waiting, { timeout: 10_000 }).toBe(before + 1);
    await page.locator('[data-queue="recharges"]').click();
    await page.waitForURL(/queues\/recharges/);
    const row = rowOf(page, seller.account);
    await row.getByRole("button", { name: "Money received" }).click();
    const confirm = page.locator(".ant-modal-confirm");
    await expect.poll(() => confirm.textContent()).toContain(seller.account);
    await confirm.getByRole("button", { name: "Money received" }).click();
    await page.locator(".ant-message-success").waitFor();
    expect((await profileOf(seller.token)).available_balance).toBe("5000.00");
    await expect.poll(() => rowOf(page, seller.account).count()).toBe(0);
    expect(errors).toEqual([]);
    expect(log).toEqual([]);
  });

  it("counts a top-up filed while its live connection was down, once the connection is back", async () => {
    const { page, errors } = await openConsole("en");
    // The console's live channel goes through here, so that the test can cut it and let it back.
    let down = false;
    let live: WebSocketRoute | undefined;
    let connects = 0;
    await page.routeWebSocket(/\/socket\.io\//, (socket) => {
      if (down) return socket.close({ code: 1011, reason: "down" });
      live = socket;
      connects += 1;
      socket.connectToServer();
    });
    await signInThroughConsoleForm(page);
    const waiting = async () =>
      Number(await page.locator('[data-queue="recharges"] .ant-statistic-content-value').textContent());
    await expect.poll(() => connects).toBe(1);
    await expect.poll(waiting).toBeGreaterThanOrEqual(0);
    const before = await waiting();

    // The connection drops, and a seller files a top-up meanwhile: the console's ping is lost.
    const seller = await newSeller("topupaway");
    down = true;
    await live?.close({ code: 1011, reason: "down" });
    await call("/sellers/wallet/recharge", {
      method: "POST",
      token: seller.token,
      body: { amount: "5000", method: "bank_transfer" },
    });
    down = false;
    // socket.io tries again after about a second, longer after each refusal.
    await expect.poll(() => connects, { timeout: 30_000 }).toBe(2);
    await expect.poll(waiting, { timeout: 10_000 }).toBe(before + 1);
    expect(errors).toEqual([]);
  });

  it("rejects a withdrawal with a reason; the frozen amount returns to the seller", async () => {
    const seller = await newSeller("withdraw");
    await submitIdentity(inject("baseUrl"), seller.token, "Somchai Jaidee");
    const operator = await operatorTokenOf();
    const pending = await call<{ items: { id: number; seller_account: string }[] }>(
      "/admin/verifications?status=pending",
      { token: operator },
    );
    const verification = pending.items.find((item) => item.seller_account === seller.account);
    await call(`/admin/verifications/${verification?.id}/approve`, { method: "POST", token: operator });
    const recharge = await call<{ recharge: { id: number } }>("/sellers/wallet/recharge", {
      method: "POST",
      token: seller.token,
      body: { amount: "8000", method: "bank_transfer" },
    });
    await call(`/admin/recharges/${recharge.recharge.id}/approve`, { method: "POST", token: operator });
    await call("/sellers/bank-cards", {
      method: "POST",
      token: seller.token,
      body: {
        bank_name: "KBANK",
        card_number: "123456789012",
        card_holder_name: "Somchai Jaidee",
        withdraw_password: PASSWORD,
      },
    });
    await call("/sellers/wallet/withdraw", {
      method: "POST",
      token: seller.token,
      body: { amount: "6000", withdraw_password: PASSWORD },
    });
    expect((await profileOf(seller.token)).freeze_amount).toBe("6000.00");

    const { page, errors } = await openConsole("en");
    await signInToConsole(page);
    await openScreen(page, "/queues/withdrawals");
    const row = rowOf(page, seller.account);
    await row.getByRole("button", { name: "Reject" }).click();
    const dialog = page.locator(".ant-modal", { hasText: "Reject with a reason" });
    await expect.poll(() => dialog.textContent()).toContain("1234");
    await dialog.locator("textarea").fill("The card holder's bank refused the transfer");
    await dialog.getByRole("button", { name: "Reject" }).click();
    await expect.poll(() => page.locator(".ant-message-success").textContent()).toBe("Rejected");
    const after = await profileOf(seller.token);
    expect(after).toMatchObject({ available_balance: "8000.00", freeze_amount: "0.00" });
    const history = await call<{ transactions: { type: string; status: string; reason: string | null }[] }>(
      "/sellers/transactions?type=withdraw",
      {
        token: seller.token,
      },
    );
    expect(history.transactions[0]).toMatchObject({
      status: "rejected",
      reason: "The card holder's bank refused the transfer",
    });
    expect(errors).toEqual([]);
  });

  it("approves an identity review after viewing both card images", async () => {
    const seller = await newSeller("identity");
    await submitIdentity(inject("baseUrl"), seller.token, "Somchai Jaidee");
    const { page, errors } = await openConsole("en");
    await signInToConsole(page);
    await openScreen(page, "/queues/verifications");
    await rowOf(page, seller.account).getByRole("button", { name: "Review" }).click();
    const drawer = page.locator(".ant-drawer");
    const front = drawer.getByRole("img", { name: "Front of the card" });
    const back = drawer.getByRole("img", { name: "Back of the card" });
    await front.waitFor();
    await back.waitFor();
    for (const image of [front, back]) {
      expect(await image.getAttribute("src")).toMatch(/^blob:/);
      await expect
        .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
    }
    expect(await drawer.textContent()).toContain("Valid Thai ID");
    await shot(page, "en-verification-review");
    // The drawer has the focus; the list behind its mask is not what the operator reads now.
    await expectAccessible(page, "identity review", ".ant-drawer");
    await drawer.getByRole("button", { name: "Approve" }).click();
    await page.locator(".ant-modal-confirm").getByRole("button", { name: "Approve" }).click();
    await page.locator(".ant-message-success").waitFor();
    const verification = await call<{ status: string }>("/sellers/verification", { token: seller.token });
    expect(verification.status).toBe("verified");
    expect(errors).toEqual([]);
  });

  it("adds a product with a picture, and sellers find it in the catalogue", async () => {
    const tag = Date.now().toString(36);
    const { page, errors } = await openConsole("en");
    await signInToConsole(page);
    await openScreen(page, "/catalogue");
    await page.getByRole("button", { name: "Add a product" }).click();
    await page.locator("#name").fill(`ร่มกันแดด ${tag}`);
    await page.locator("#name_zh").fill(`遮阳伞 ${tag}`);
    await page.locator("#name_en").fill(`Sun umbrella ${tag}`);
    await page.locator("#category").click();
    await page.locator(".ant-select-item-option").first().click();
    await page.locator("#price").fill("450");
    await page.locator("#cost_price").fill("150");
    await page.getByRole("button", { name: "Create product" }).click();
    await page.waitForURL(/\/admin\/catalogue\/\d+$/);
    const productId = Number(page.url().split("/").pop());
    await page.locator('input[type="file"]').setInputFiles({
      name: "umbrella.png",
      mimeType: "image/png",
      buffer: productPng([240, 180, 40]),
    });
    await page.getByRole("img", { name: "Picture 1" }).waitFor();
    await shot(page, "en-product");

    const seller = await newSeller("catalogue");
    const found = await call<{ products: { id: number; main_image_url: string | null }[] }>(
      `/products?keyword=${tag}`,
      {
        token: seller.token,
      },
    );
    const product = found.products.find((item) => item.id === productId);
    expect(product?.main_image_url).toMatch(/^\/api\/catalogue-images\//);
    expect(errors).toEqual([]);
  });

  it("records the courier and tracking number of a batch-shipped order", async () => {
    const baseUrl = inject("baseUrl");
    const account = uniqueAccount("dispatch");
    const { token, operator } = await readySeller(baseUrl, account);
    const [productId] = await addShopProducts(baseUrl, operator, Date.now().toString(36));
    await call("/sellers/products", { method: "POST", token, body: { product_ids: [productId] } });
    const { slug } = (await call<{ store_setting: { slug: string } }>("/sellers/store-setting", { token }))
      .store_setting;
    const placed = await call<{ code: string; order_number: string }>(`/storefront/${slug}/orders`, {
      method: "POST",
      body: {
        buyer_name: "Somsri Buyer",
        buyer_phone: buyerPhone(),
        address: {
          line: "99/1 ซอยสุขุมวิท 21",
          sub_district: "คลองเตยเหนือ",
          district: "วัฒนา",
          province: "กรุงเทพมหานคร",
          postal_code: "10110",
        },
        items: [{ product_id: productId, quantity: 1 }],
      },
    });
    const orders = await call<{ items: { id: number; order_number: string; total_amount: string }[] }>(
      `/admin/orders?status=pending_payment&keyword=${placed.order_number}`,
      { token: operator },
    );
    const order = orders.items.find((item) => item.order_number === placed.order_number);
    await call(`/admin/orders/${order?.id}/confirm-payment`, {
      method: "POST",
      token: operator,
      body: { amount: order?.total_amount },
    });
    await call("/sellers/orders/bulk-ship", { method: "POST", token, body: { order_ids: [order?.id] } });

    const { page, errors } = await openConsole("en");
    await signInToConsole(page);
    await openScreen(page, "/queues/dispatch");
    await rowOf(page, placed.order_number).getByRole("button", { name: "Record dispatch" }).click();
    const dialog = page.locator(".ant-modal", { hasText: placed.order_number });
    await dialog.locator("#courier").click();
    await page.locator(".ant-select-item-option", { hasText: "Kerry Express" }).click();
    await dialog.locator("#tracking_number").fill("KEX123456789TH");
    await dialog.getByRole("button", { name: "Record dispatch" }).click();
    await page.locator(".ant-message-success").waitFor();
    const buyerView = await call<{ courier: unknown; tracking_number: string | null }>(
      `/storefront/orders/${placed.code}`,
    );
    expect(JSON.stringify(buyerView)).toContain("KEX123456789TH");
    expect(errors).toEqual([]);
  });

  const SCREENS: [string, string][] = [
    ["dashboard", "/"],
    ["top-ups", "/queues/recharges"],
    ["payments", "/queues/payments"],
    ["withdrawals", "/queues/withdrawals"],
    ["refunds", "/queues/refunds"],
    ["identity-reviews", "/queues/verifications"],
    ["dispatch", "/queues/dispatch"],
    ["sellers", "/sellers"],
    ["catalogue", "/catalogue"],
    ["new-product", "/catalogue/new"],
    ["home-pictures", "/display"],
    ["help-centre", "/help"],
    ["announcements", "/announcements"],
    ["settings", "/settings"],
    ["support-messages", "/support"],
    ["audit-log", "/audit"],
  ];

  for (const language of ["th", "en"] as const) {
    it(`has no serious or critical accessibility violation on any screen, in ${language}`, async () => {
      const seller = await newSeller("screens");
      await call("/system/contact-support", {
        method: "POST",
        token: seller.token,
        body: { message: "สินค้ายังไม่ถึงลูกค้า ช่วยตรวจสอบให้หน่อยครับ" },
      });
      const { page, context, errors } = await openConsole(language);
      await page.goto("/admin/sign-in");
      await page.locator("#account").waitFor();
      await shot(page, `${language}-sign-in`);
      await expectAccessible(page, "sign-in");
      await signInToConsole(page);
      for (const [name, path] of SCREENS) {
        await openScreen(page, path);
        await shot(page, `${language}-${name}`);
        await expectAccessible(page, name);
      }
      await openScreen(
        page,
        `/sellers/${(await call<{ id: number }>("/sellers/profile", { token: seller.token })).id}`,
      );
      await shot(page, `${language}-seller`);
      await expectAccessible(page, "seller");
      expect(errors).toEqual([]);
      await context.close();
      // Seventeen screens, each loaded and scanned: about a minute on a busy two-core machine.
    }, 150_000);
  }
});
