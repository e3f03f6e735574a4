import { mkdirSync, readFileSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { PASSWORD, registerSeller, signInToProfile } from "./support/auth";
import { uniqueAccount, useBrowser } from "./support/browser";
import { buyerPlacesOrder, sellerWithShop } from "./support/orders";

const openPage = useBrowser();
/** SAVE_QR_SCREENS=/tmp/screens/save-qr saves each screen at both phone sizes in Thai and English, and the pictures. */
const SCREENS = process.env.SAVE_QR_SCREENS;

/** Where the browser has Web Share with files: a stand-in that keeps what the page shared. */
async function stubShare(context: BrowserContext) {
  await context.addInitScript(() => {
    const shared: { name: string; type: string; size: number }[] = [];
    Object.assign(window, { sharedFiles: shared });
    Object.defineProperty(navigator, "canShare", {
      configurable: true,
      value: (data: { files?: File[] }) => Array.isArray(data.files),
    });
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: async (data: { files?: File[] }) => {
        for (const file of data.files ?? [])
          shared.push({ name: file.name, type: file.type, size: file.size });
      },
    });
  });
}

/** Clicks save and reads what the browser downloaded: a PNG of a QR with its texts. */
async function savedPicture(page: Page, prefix: string, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId(`${prefix}-save-qr`).click(),
  ]);
  const file = readFileSync(await download.path());
  if (SCREENS) {
    mkdirSync(SCREENS, { recursive: true });
    await download.saveAs(`${SCREENS}/${name}-${download.suggestedFilename()}`);
  }
  await page.getByTestId(`${prefix}-save-qr-status`).filter({ hasText: /.+/ }).waitFor();
  return { name: download.suggestedFilename(), file };
}

function expectQrPng(file: Buffer) {
  expect(file.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  // IHDR: the picture is 720 wide and taller than wide (QR with the texts under it).
  expect(file.readUInt32BE(16)).toBe(720);
  expect(file.readUInt32BE(20)).toBeGreaterThan(900);
  // A QR with four lines of text: tens of kilobytes, not an empty canvas and not a photo.
  expect(file.length).toBeGreaterThan(8_000);
  expect(file.length).toBeLessThan(400_000);
}

async function screens(
  page: Page,
  context: BrowserContext,
  name: string,
  anchor: string,
  reopen: () => Promise<void> = async () => {},
) {
  if (!SCREENS) return;
  mkdirSync(SCREENS, { recursive: true });
  for (const language of ["th", "en"]) {
    // The page shown already speaks Thai; another language reloads it (a top-up is opened again).
    if ((await page.evaluate(() => document.documentElement.lang)) !== language) {
      await page.evaluate((value) => localStorage.setItem("app_language", value), language);
      await context.addCookies([{ name: "app_language", value: language, url: page.url() }]);
      await page.reload();
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
      await reopen();
    }
    for (const viewport of [
      { width: 360, height: 640 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.getByTestId(anchor).scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SCREENS}/${name}-${language}-${viewport.width}.png` });
    }
  }
}

describe("a payment QR saved as a picture and shared", () => {
  it("the seller's top-up QR saves as a PNG; share shows only where the browser shares files", async () => {
    const account = uniqueAccount("saveqr");
    await registerSeller(account);
    const { page, context, consoleErrors } = await openPage();
    await signInToProfile(page, account, PASSWORD);
    await page.goto("/deposit");
    await page.getByTestId("quick-amount-5000").click();
    await page.getByTestId("recharge-submit").click();
    await page.getByTestId("promptpay-qr").waitFor();
    const reference = (await page.getByTestId("payment-reference").innerText()).trim();

    await page.getByTestId("payment-save-qr").waitFor();
    expect(await page.getByTestId("payment-share-qr").count()).toBe(0);
    const saved = await savedPicture(page, "payment", "deposit");
    expect(saved.name).toBe(`promptpay-${reference}-5000.00-THB.png`);
    expectQrPng(saved.file);

    // A browser with Web Share: the same top-up, opened again, offers share and hands over the picture.
    await stubShare(context);
    await page.goto("/deposit");
    await page.getByTestId("quick-amount-10000").click();
    await page.getByTestId("recharge-submit").click();
    await page.getByTestId("payment-share-qr").click();
    await page.getByTestId("payment-save-qr-status").filter({ hasText: /.+/ }).waitFor();
    const shared = (await page.evaluate(
      () => (window as unknown as { sharedFiles: unknown[] }).sharedFiles,
    )) as {
      name: string;
      type: string;
      size: number;
    }[];
    expect(shared).toHaveLength(1);
    expect(shared[0]?.name).toMatch(/^promptpay-[A-Za-z0-9_-]+-10000\.00-THB\.png$/);
    expect(shared[0]?.type).toBe("image/png");
    expect(shared[0]?.size).toBeGreaterThan(8_000);
    await screens(page, context, "deposit", "payment-save-qr", async () => {
      await page.getByTestId("quick-amount-5000").click();
      await page.getByTestId("recharge-submit").click();
    });
    expect(consoleErrors).toEqual([]);
  });

  it("the buyer's order QR on the storefront saves as a PNG; share shows only where the browser shares files", async () => {
    const tag = String(Date.now() % 100_000);
    const { slug, bag } = await sellerWithShop(inject("baseUrl"), uniqueAccount("saveqrshop"), tag);
    const { code } = await buyerPlacesOrder(inject("baseUrl"), slug, [{ product_id: bag, quantity: 1 }]);
    const { page, context, consoleErrors } = await openPage();
    await page.goto(`/o/${code}`);
    await page.getByTestId("order-qr").waitFor();
    const amount = await page.getByTestId("order-pay-amount").innerText();
    expect(await page.getByTestId("order-share-qr").count()).toBe(0);
    const saved = await savedPicture(page, "order", "storefront");
    expect(saved.name).toMatch(/^promptpay-[A-Za-z0-9_-]+-\d+\.\d\d-THB\.png$/);
    expect(amount.replace(/[^\d.]/g, "")).toBe(saved.name.split("-").at(-2));
    expectQrPng(saved.file);

    await stubShare(context);
    await page.reload();
    await page.getByTestId("order-share-qr").click();
    await page.getByTestId("order-save-qr-status").filter({ hasText: /.+/ }).waitFor();
    const shared = (await page.evaluate(
      () => (window as unknown as { sharedFiles: unknown[] }).sharedFiles,
    )) as {
      name: string;
      type: string;
    }[];
    expect(shared.map((file) => [file.name, file.type])).toEqual([[saved.name, "image/png"]]);
    await screens(page, context, "storefront", "order-save-qr");
    expect(consoleErrors).toEqual([]);
  });
});
