import { UPLOAD_MAX_BYTES } from "@seller/contract/files";
import { describe, expect, inject, it } from "vitest";
import { uniqueAccount, useBrowser } from "./support/browser";
import {
  DESKTOP_VIEWPORT,
  expectAccessible,
  openScreen,
  shot,
  signInToConsole,
  useConsoleBrowser,
} from "./support/console";
import { buyerPlacesOrder, sellerWithShop } from "./support/orders";
import { cameraJpeg } from "./support/photos";
import { storefrontShot } from "./support/storefront";

/**
 * The buyer's "I have paid" with the transfer slip (DECISIONS "Store and storefront"): a buyer
 * with no account, in a browser of their own, attaches a phone photo over the 2 MB limit (made
 * smaller in the browser); the operator opens it where they confirm or refuse the payment.
 */
const openPage = useBrowser();
const openConsole = useConsoleBrowser();

describe("the transfer slip of I have paid", () => {
  it("is attached by the buyer on the order page and opened by the operator in the payments queue", async () => {
    const { slug, bag } = await sellerWithShop(inject("baseUrl"), uniqueAccount("slip"), "SLIP");
    const placed = await buyerPlacesOrder(inject("baseUrl"), slug, [{ product_id: bag, quantity: 1 }]);

    const buyer = await openPage({ language: "en-US" });
    await buyer.page.goto(`/o/${placed.code}`);
    await buyer.page.getByTestId("storefront-language").selectOption("en");
    await buyer.page.getByTestId("report-paid").click();
    const photo = await cameraJpeg(buyer.page, {
      width: 3000,
      height: 4000,
      minBytes: UPLOAD_MAX_BYTES + 500_000,
    });
    await buyer.page
      .getByTestId("slip-input")
      .setInputFiles({ name: "slip.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect
      .poll(() => buyer.page.getByTestId("slip-name").textContent(), { timeout: 30_000 })
      .toBe("slip.jpg");
    await storefrontShot(buyer.page, "payment-slip-chosen-en");
    await expectAccessible(buyer.page, "order page with a slip chosen");
    // Removed and chosen again: the control sends what is shown.
    await buyer.page.getByTestId("slip-remove").click();
    expect(await buyer.page.getByTestId("slip-name").count()).toBe(0);
    await buyer.page
      .getByTestId("slip-input")
      .setInputFiles({ name: "slip.jpg", mimeType: "image/jpeg", buffer: photo });
    await buyer.page.getByTestId("slip-name").waitFor({ timeout: 30_000 });
    await buyer.page.getByTestId("report-paid-yes").click();
    await expect
      .poll(() => buyer.page.getByTestId("payment-reported").textContent(), { timeout: 30_000 })
      .toContain("Your transfer slip was sent with it.");
    expect(buyer.consoleErrors).toEqual([]);

    const { page, errors } = await openConsole("en");
    await signInToConsole(page);
    await openScreen(page, "/queues/payments");
    const row = page.locator("tr.ant-table-row", { hasText: placed.order_number });
    await row.waitFor({ timeout: 30_000 });
    // The queue is wider than the screen; its confirm button stays on it without scrolling.
    const confirmBox = await row.getByRole("button", { name: "Confirm" }).boundingBox();
    expect(confirmBox && confirmBox.x + confirmBox.width).toBeLessThanOrEqual(DESKTOP_VIEWPORT.width);
    await row.getByTestId("payment-slip-open").click();
    const image = page.getByTestId("payment-slip").locator("img");
    await image.waitFor({ timeout: 30_000 });
    expect(await image.getAttribute("src")).toMatch(/^blob:/);
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await shot(page, "payments-slip-open");
    await expectAccessible(page, "payments queue with the slip open");
    expect(errors).toEqual([]);
  }, 180_000);
});
