import { describe, expect, inject, it } from "vitest";
import { uniqueAccount } from "./support/browser";
import { addProduct } from "./support/catalogue";
import { expectAccessible, openScreen, signInToConsole, useConsoleBrowser } from "./support/console";
import { productPng } from "./support/images";
import { operatorTokenOf } from "./support/operator-code";
import { buyerPlacesOrder, sellerOrderByNumber, sellerWithShop } from "./support/orders";
import { apiOf } from "./support/store";

/**
 * The console's catalogue and content controls that no other browser test clicks (e2e/CONTROLS.md):
 * each is clicked here, its effect read back from the API, and a page error fails the test.
 */
const openConsole = useConsoleBrowser();
const call = <T>(path: string, init: Parameters<ReturnType<typeof apiOf>>[1] = {}) =>
  apiOf(inject("baseUrl"))<T>(path, init);

type Product = {
  id: number;
  name_en: string | null;
  price: string;
  status: string;
  images: { id: number }[];
};

async function newProduct(pictures: [number, number, number][] = []) {
  const tag = Date.now().toString(36);
  return addProduct(
    {
      name: `หมวกสาน ${tag}`,
      name_zh: `草帽 ${tag}`,
      name_en: `Straw hat ${tag}`,
      category: "beauty",
      price: "300",
      cost_price: "100",
      stock: 50,
    },
    pictures,
  );
}

describe("the console's catalogue controls", () => {
  it("saves an edited product, then archives it with a reason", async () => {
    const product = await newProduct();
    const read = () => call<Product>(`/admin/products/${product.id}`, { token: product.token });
    const { page, errors } = await openConsole("en");
    await signInToConsole(page);
    await openScreen(page, `/catalogue/${product.id}`);
    await expectAccessible(page, "product page");

    await page.locator("#name_en").fill("Wide straw hat");
    // Typed with a thousands comma, as on a supplier's price list; saved as plain baht.
    await page.locator("#price").fill("1,345.50");
    await page.locator("form").getByRole("button", { name: "Save" }).click();
    await page.locator(".ant-message-success").waitFor();
    await expect.poll(async () => (await read()).name_en).toBe("Wide straw hat");
    expect((await read()).price).toBe("1345.50");

    await page.getByRole("button", { name: "Archive" }).click();
    const archive = page.locator(".ant-modal", { hasText: "Archive this product" });
    await archive.locator("textarea").fill("The supplier stopped making it");
    await archive.getByRole("button", { name: "Archive" }).click();
    await expect.poll(async () => (await read()).status).toBe("archived");
    // The page reads the product again: its title now says so, and it offers no second archiving.
    await page.locator("main h2 .ant-tag", { hasText: "Archived" }).waitFor();
    await archive.waitFor({ state: "hidden" });
    expect(await page.getByRole("button", { name: "Archive" }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("moves a picture earlier and later, and removes one", async () => {
    const product = await newProduct([
      [200, 40, 40],
      [40, 200, 40],
      [40, 40, 200],
    ]);
    const [first, second, third] = product.images;
    const order = async () =>
      (await call<Product>(`/admin/products/${product.id}`, { token: product.token })).images.map(
        (image) => image.id,
      );
    const { page, errors } = await openConsole("en");
    await signInToConsole(page);
    await openScreen(page, `/catalogue/${product.id}`);
    const picture = (id: number | undefined) => page.locator(`li[data-image-id="${id}"]`);
    const onScreen = () =>
      page
        .locator("li[data-image-id]")
        .evaluateAll((items) => items.map((item) => Number(item.dataset.imageId)));

    await picture(second).getByRole("button", { name: "Move earlier" }).click();
    await expect.poll(order).toEqual([second, first, third]);
    await expect.poll(onScreen).toEqual([second, first, third]);

    await picture(second).getByRole("button", { name: "Move later" }).click();
    await expect.poll(order).toEqual([first, second, third]);
    await expect.poll(onScreen).toEqual([first, second, third]);

    await picture(third).getByRole("button", { name: "Delete" }).click();
    const confirm = page.locator(".ant-modal-confirm", { hasText: "Remove this picture?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect.poll(order).toEqual([first, second]);
    await expect.poll(onScreen).toEqual([first, second]);
    expect(errors).toEqual([]);
  });

  it("features a buyer's review and hides it; the public reviews no longer show it", async () => {
    // A buyer's review exists only for a completed order (DECISIONS "Catalogue"): place, pay, ship, receive.
    const baseUrl = inject("baseUrl");
    const shop = await sellerWithShop(baseUrl, uniqueAccount("review"), "REV");
    const placed = await buyerPlacesOrder(baseUrl, shop.slug, [{ product_id: shop.bag, quantity: 1 }]);
    const order = await sellerOrderByNumber(baseUrl, shop.token, placed.order_number);
    await call(`/admin/orders/${order.id}/confirm-payment`, {
      method: "POST",
      token: shop.operator,
      body: { amount: order.total_amount },
    });
    await call(`/sellers/orders/${order.id}/ship`, { method: "POST", token: shop.token, body: {} });
    await call(`/storefront/orders/${placed.code}/confirm-receipt`, { method: "POST" });
    await call(`/storefront/orders/${placed.code}/review`, {
      method: "POST",
      body: { rating: 5, comment: "Strong stitching" },
    });
    type Review = { id: number; comment: string | null; is_featured: boolean; is_hidden: boolean };
    const review = async () => {
      const page = await call<{ reviews: Review[] }>(`/admin/products/${shop.bag}/reviews?per_page=100`, {
        token: shop.operator,
      });
      return page.reviews.find((item) => item.comment === "Strong stitching");
    };
    expect(await review()).toMatchObject({ is_featured: false, is_hidden: false });

    const { page, errors } = await openConsole("en");
    await signInToConsole(page);
    await openScreen(page, `/catalogue/${shop.bag}`);
    const row = page.locator("tr", { hasText: "Strong stitching" });
    await row.waitFor();
    await row.getByRole("switch", { name: "Featured" }).click();
    await expect.poll(async () => (await review())?.is_featured).toBe(true);
    await expect
      .poll(() => row.getByRole("switch", { name: "Featured" }).getAttribute("aria-checked"))
      .toBe("true");

    await row.getByRole("switch", { name: "Hidden" }).click();
    await expect.poll(async () => (await review())?.is_hidden).toBe(true);
    await expect
      .poll(() => row.getByRole("switch", { name: "Hidden" }).getAttribute("aria-checked"))
      .toBe("true");
    const shown = await call<{ reviews: Review[] }>(`/products/${shop.bag}/reviews`, { token: shop.token });
    expect(shown.reviews.some((item) => item.comment === "Strong stitching")).toBe(false);
    expect(errors).toEqual([]);
  });

  it("adds a help-centre entry in four languages, edits it, and deletes it", async () => {
    const TABS = { th: "ไทย", en: "English", "zh-CN": "简体中文", "zh-TW": "繁體中文" } as const;
    const tag = Date.now().toString(36);
    const operator = await operatorTokenOf();
    type Entry = { id: number; title: Record<string, string>; body: Record<string, string> };
    const entry = async () =>
      (await call<{ entries: Entry[] }>("/admin/help-center", { token: operator })).entries.find((item) =>
        (item.title.en ?? "").endsWith(tag),
      );
    const { page, errors } = await openConsole("en");
    await signInToConsole(page);
    await openScreen(page, "/help");

    await page.getByRole("button", { name: "Add an entry" }).click();
    const dialog = page.locator(".ant-modal", { hasText: "Add an entry" });
    const fill = async (language: keyof typeof TABS) => {
      await dialog.getByRole("tab", { name: TABS[language] }).click();
      await dialog.locator(`[id="title_${language}"]`).fill(`Returns (${language}) ${tag}`);
      await dialog.locator(`[id="body_${language}"]`).fill(`How to send an item back (${language})`);
    };
    // Only the Thai texts: Save opens the first language left empty and marks every one missing.
    await fill("th");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => dialog.getByRole("tab", { selected: true }).textContent()).toContain("English");
    await dialog.getByText("Required in every language.").first().waitFor();
    for (const language of ["en", "zh-CN", "zh-TW"])
      await dialog.getByTestId(`help-tab-unfilled-${language}`).waitFor();
    expect(await dialog.getByTestId("help-tab-unfilled-th").count()).toBe(0);
    expect(await entry()).toBeUndefined();
    for (const language of ["en", "zh-CN", "zh-TW"] as const) await fill(language);
    expect(await dialog.getByTestId(/^help-tab-unfilled-/).count()).toBe(0);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect.poll(async () => (await entry())?.title["zh-TW"]).toBe(`Returns (zh-TW) ${tag}`);
    await expectAccessible(page, "help centre");

    const row = page.locator("tr", { hasText: `Returns (en) ${tag}` });
    await row.getByRole("button", { name: "Edit" }).click();
    const edit = page.locator(".ant-modal", { hasText: "Edit" });
    await edit.getByRole("tab", { name: TABS.en }).click();
    await edit.locator('[id="body_en"]').fill("Send it back within 7 days");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect.poll(async () => (await entry())?.body.en).toBe("Send it back within 7 days");
    expect((await entry())?.body.th).toBe("How to send an item back (th)");

    await row.getByRole("button", { name: "Delete" }).click();
    const confirm = page.locator(".ant-modal-confirm", { hasText: `Returns (en) ${tag}` });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect.poll(entry).toBeUndefined();
    await row.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
  });

  it("uploads a carousel slide with a link and saves it; the app's display settings carry it", async () => {
    const link = `/products?hot=1&from=${Date.now().toString(36)}`;
    type Display = { home_carousel: { image: string; link: string | null }[] };
    const slide = async () =>
      (await call<Display>("/system")).home_carousel.find((item) => item.link === link);
    const { page, errors } = await openConsole("en");
    await signInToConsole(page);
    await openScreen(page, "/display");
    const before = await page.getByRole("img", { name: /^Slide \d+$/ }).count();

    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Add a slide" }).click();
    await (await chooser).setFiles({
      name: "slide.png",
      mimeType: "image/png",
      buffer: productPng([30, 120, 200]),
    });
    const added = page.getByRole("img", { name: `Slide ${before + 1}` });
    await added.waitFor();
    await page.getByRole("textbox", { name: "Link" }).nth(before).fill(link);
    await page.getByRole("button", { name: /Save$/ }).click();
    await expect.poll(async () => (await slide())?.image).toMatch(/^\/api\//);

    // The platform's display is shared by every test: the slide goes again, through the same Save.
    await page.getByRole("button", { name: "Delete" }).nth(before).click();
    await added.waitFor({ state: "detached" });
    await page.getByRole("button", { name: /Save$/ }).click();
    await expect.poll(slide).toBeUndefined();
    expect(errors).toEqual([]);
  });
});
