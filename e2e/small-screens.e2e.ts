import type { Locator, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, signInToProfile, slideToVerify } from "./support/auth";
import { useBrowser } from "./support/browser";
import { buyerPlacesOrder } from "./support/orders";
import { apiOf, startDemoServer } from "./support/store";

/**
 * What a seller and a buyer see on a cheap phone (360x640): numbers that never break or get cut,
 * fields that take no more than the server accepts. SMALL_SCREENS=/tmp/screens/small saves pictures.
 */
const DEMO_SELLER = { account: "demo", password: "demo123" };
const SMALL = { width: 360, height: 640 };
const SCREENS = process.env.SMALL_SCREENS;

const openPage = useBrowser();
let server: Awaited<ReturnType<typeof startDemoServer>>;
let busiest = { id: 0, sales: 0 };
/** The demo store's product with the most reviews, more than the detail's first page. */
let reviewed = { id: 0, reviews: 0 };

beforeAll(async () => {
  server = await startDemoServer();
  const call = apiOf(server.baseUrl);
  const store = await call<{ products: { id: number; sales_count: number; reviews_count: number }[] }>(
    "/storefront/demo?page=1&per_page=50",
  );
  const [most] = [...store.products].sort((a, b) => b.reviews_count - a.reviews_count);
  if (most) reviewed = { id: most.id, reviews: most.reviews_count };
  const [first] = [...store.products].sort((a, b) => b.sales_count - a.sales_count);
  if (!first) throw new Error("the demo store lists no product");
  busiest = { id: first.id, sales: first.sales_count };
  // An order waiting for its payment, for the pending-payment list.
  await buyerPlacesOrder(server.baseUrl, "demo", [{ product_id: first.id, quantity: 1 }]);
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

async function sellerAt360(language = "th-TH") {
  const opened = await openPage({ baseUrl: server.baseUrl, language });
  await opened.page.setViewportSize(SMALL);
  await signInToProfile(opened.page, DEMO_SELLER.account, DEMO_SELLER.password);
  return opened;
}

/** Answers a seller API call with its real answer, changed by `edit`. */
async function editAnswer(page: Page, pathname: string, edit: (data: Record<string, unknown>) => void) {
  await page.route(
    (url) => url.pathname === pathname,
    async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      edit(body.data);
      await route.fulfill({ response, json: body });
    },
  );
}

/** How many lines a piece of text takes: its line boxes, one per line it is broken over. */
const linesOf = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    // A new line starts below every box seen so far; boxes of one line overlap in height even when a
    // fitted amount's smaller font sits lower than the baht sign beside it.
    const rects = Array.from(range.getClientRects())
      .filter((rect) => rect.height > 0)
      .sort((a, b) => a.top - b.top);
    let lines = 0;
    let bottom = Number.NEGATIVE_INFINITY;
    for (const rect of rects) {
      if (rect.top >= bottom - 1) lines += 1;
      bottom = Math.max(bottom, rect.bottom);
    }
    return lines;
  });

/** Whether an element shows all of its text (not clipped by itself or by its card). */
const isWhole = async (element: Locator, container: Locator) =>
  element.evaluate(
    (node, box) => {
      const own = node.getBoundingClientRect();
      const outer = (box as unknown as Element).getBoundingClientRect();
      return node.scrollWidth <= node.clientWidth + 1 && own.right <= outer.right + 0.5;
    },
    await container.elementHandle(),
  );

async function shot(page: Page, name: string) {
  if (!SCREENS) return;
  await page.screenshot({ path: `${SCREENS}/${name}.png` });
}

describe("a cheap phone's screen (360x640)", () => {
  it("keeps the shop's amounts on one line, however large", async () => {
    const { page, context } = await sellerAt360();
    await editAnswer(page, "/api/sellers/today-stats", (data) => {
      data.income = "83456.00";
      data.order_count = 1234;
      data.visitors = 56789;
    });
    await editAnswer(page, "/api/shop/overview", (data) => {
      data.today_profit = "83456.00";
      data.total_profit = "1234567.00";
    });
    await page.goto("/shop");
    await page.getByTestId("today-income").filter({ hasText: "83,456.00" }).waitFor();
    await page.getByTestId("overview-total-profit").filter({ hasText: "1,234,567.00" }).waitFor();
    for (const id of ["today-income", "today-orders", "today-visitors", "overview-total-profit"]) {
      expect(await linesOf(page.getByTestId(id)), id).toBe(1);
    }
    await shot(page, "shop-360");
    await context.close();
  });

  it("fits ฿1,234,567.00 inside its box on the profile, the shop's cards and the wallet", async () => {
    const { page, context } = await sellerAt360();
    const large = "1234567.00";
    await editAnswer(page, "/api/sellers/profile", (data) => {
      data.available_balance = large;
      data.freeze_amount = large;
      data.wallet_balance_thb = "2469134.00";
    });
    await editAnswer(page, "/api/shop/overview", (data) => {
      data.today_profit = large;
      data.total_profit = large;
    });
    await editAnswer(page, "/api/sellers/today-stats", (data) => {
      data.income = large;
    });
    // Each amount lies inside the nearest box around it that is not an inline run of text.
    const overflowing = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>("[data-amount]"))
          .filter((amount) => amount.getClientRects().length > 0)
          .filter((amount) => {
            let box = amount.parentElement;
            while (box && getComputedStyle(box).display === "inline") box = box.parentElement;
            if (!box) return false;
            const own = amount.getBoundingClientRect();
            const outer = box.getBoundingClientRect();
            const style = getComputedStyle(box);
            const right =
              outer.right - Number.parseFloat(style.paddingRight) - Number.parseFloat(style.borderRightWidth);
            return (
              own.right > right + 0.5 ||
              own.right > window.innerWidth ||
              amount.scrollWidth > amount.clientWidth + 1
            );
          })
          .map(
            (amount) =>
              `${amount.dataset.testid ?? amount.parentElement?.dataset.testid ?? "?"}: ${amount.textContent}`,
          ),
      );
    for (const [path, ready] of [
      ["/profile", "wallet-frozen"],
      ["/shop", "overview-total-profit"],
      ["/deposit", "balance-available"],
    ] as const) {
      await page.goto(path);
      await page.getByTestId(ready).filter({ hasText: /\d/ }).waitFor();
      await page.waitForTimeout(300);
      expect(await overflowing(), path).toEqual([]);
      await shot(page, `amounts${path.replace("/", "-")}-360`);
    }
    await context.close();
  }, 120_000);

  it("keeps the batch-listing button in view while the list of products scrolls", async () => {
    const { page, context } = await sellerAt360("en-US");
    await page.goto("/shop-management");
    const cards = page.getByTestId("listing-available").getByTestId("listing-card");
    await cards.first().waitFor();
    // The catalogue's products are drawn twenty at a time, more as the list scrolls near its end
    // (components/use-revealed-count.ts); the counter counts them all.
    const available = Number(await page.getByTestId("count-available").textContent());
    expect(available).toBeGreaterThan(20);
    expect(await cards.count()).toBe(20);
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBeGreaterThan(20);
    await cards.last().scrollIntoViewIfNeeded();
    const button = await page.getByTestId("batch-list").boundingBox();
    // Below the 52 px title bar, above the screen's bottom edge.
    expect(button && button.y >= 52 && button.y + button.height <= SMALL.height).toBe(true);
    await shot(page, "batch-list-scrolled-360");

    // On the listed side each card's Remove goes below its text, which keeps the card's width:
    // beside it, an English name had about 70 px and was cut to a word.
    await page.getByRole("tab").nth(1).click();
    const listed = page.getByTestId("listing-listed").getByTestId("listing-card");
    await listed.first().waitFor();
    const name = await listed.first().getByTestId("listing-name").boundingBox();
    const remove = await listed.first().locator('[data-testid^="unlist-"]').boundingBox();
    expect(name?.width).toBeGreaterThan(150);
    expect(remove && name && remove.y >= name.y + name.height).toBe(true);
    await shot(page, "listed-cards-360");
    await context.close();
  });

  it("shows a hot product's whole sold count beside its stars or below them", async () => {
    const { page, context } = await sellerAt360();
    await page.route(
      (url) => url.pathname === "/api/products" && url.searchParams.get("hot") === "true",
      async (route) => {
        const response = await route.fetch();
        const text = (await response.text()).replace(/"sales_count":\d+/g, '"sales_count":9312');
        await route.fulfill({ response, body: text });
      },
    );
    await page.goto("/");
    const sold = page.getByTestId("product-sold");
    await sold.first().waitFor();
    const cards = await sold.count();
    expect(cards).toBeGreaterThan(0);
    for (let index = 0; index < cards; index += 1) {
      const one = sold.nth(index);
      expect(await one.textContent()).toContain("9.3k");
      expect(await isWhole(one, one.locator("xpath=ancestor::a[1]"))).toBe(true);
    }
    await shot(page, "home-360");
    await context.close();
  });

  it("keeps each order number on one line on the pending-payment list", async () => {
    const { page, context } = await sellerAt360();
    await page.goto("/pending-payment");
    const numbers = page.getByTestId("order-card-number");
    await numbers.first().waitFor();
    for (let index = 0; index < (await numbers.count()); index += 1) {
      expect(await linesOf(numbers.nth(index))).toBe(1);
    }
    await shot(page, "pending-payment-360");
    await context.close();
  });

  it("takes no more of a store name than the 50 characters it allows", async () => {
    const { page, context } = await sellerAt360("en-US");
    await page.goto("/store-setting");
    const name = page.getByTestId("setting-store_name");
    await name.waitFor();
    await name.fill("");
    await name.pressSequentially("x".repeat(60));
    expect((await name.inputValue()).length).toBe(50);
    await context.close();
  });

  it("shows the storefront product's sold count as the store's list does (1.2k)", async () => {
    expect(busiest.sales).toBeGreaterThanOrEqual(1000);
    const { page, context } = await openPage({ baseUrl: server.baseUrl, language: "en-US" });
    await page.setViewportSize(SMALL);
    await page.goto(`/s/demo/p/${busiest.id}`);
    await page.getByTestId("product-name").waitFor();
    const text =
      (await page
        .locator("p", { hasText: /sold|ขายแล้ว/ })
        .first()
        .textContent()) ?? "";
    expect(text).toMatch(/\d(\.\d)?k/);
    expect(text).not.toContain(String(busiest.sales));
    await context.close();
  });

  it("says the top-up cannot load while offline or cut off, and loads it once back or on retry", async () => {
    const { page, context } = await sellerAt360();
    // The connection drops while the top-up's methods are on their way (the screen's code is loaded).
    let drop: () => void = () => undefined;
    const dropped = new Promise<void>((resolve) => {
      drop = resolve;
    });
    await page.route("**/api/sellers/wallet/recharge-methods", async (route) => {
      await dropped;
      // Going offline may already have failed the held request; then there is nothing to abort.
      await route.abort("internetdisconnected").catch(() => undefined);
    });
    // Offline only once the screen's code has arrived and asked for the methods.
    const methodsAsked = page.waitForRequest("**/api/sellers/wallet/recharge-methods");
    await page.getByTestId("tile-recharge").click();
    await page.waitForURL((url) => url.pathname === "/deposit");
    await methodsAsked;
    await context.setOffline(true);
    drop();
    await page.unroute("**/api/sellers/wallet/recharge-methods");
    const failed = page.getByTestId("recharge-load-failed");
    await failed.waitFor();
    expect(await failed.textContent()).toContain("คุณออฟไลน์อยู่");
    await shot(page, "top-up-offline-360");
    // Back online, the paused call goes again by itself.
    await context.setOffline(false);
    await page.getByTestId("recharge-form").waitFor();
    expect(await failed.count()).toBe(0);

    // Online but the answer never comes (a dead connection): the same message, not a spinner.
    await page.goto("/profile");
    await page.route("**/api/sellers/wallet/recharge-methods", (route) =>
      route.abort("internetdisconnected"),
    );
    await page.getByTestId("tile-recharge").click();
    await failed.waitFor();
    expect(await failed.textContent()).toContain("โหลดหน้าการเติมเงินไม่สำเร็จ");
    await page.unroute("**/api/sellers/wallet/recharge-methods");
    await page.getByTestId("recharge-methods-retry").click();
    await page.getByTestId("recharge-form").waitFor();
    await context.close();
  }, 120_000);

  it("says a paid top-up once, not in three toasts over the title bar", async () => {
    const { page, context } = await sellerAt360("en-US");
    // The sign-in's own "signed in" goes first; only the top-up's messages are counted.
    await expect
      .poll(() => page.locator('[data-testid="toast"]:not([data-leaving])').count(), { timeout: 10_000 })
      .toBe(0);
    await page.getByTestId("tile-recharge").click();
    await page.getByTestId("quick-amount-5000").click();
    await page.getByTestId("recharge-submit").click();
    // Watched from the tap until the messages have come: the screen's own and the live notification's.
    const most = page.evaluate(() => {
      let seen = 0;
      return new Promise<number>((done) => {
        const timer = window.setInterval(() => {
          seen = Math.max(
            seen,
            document.querySelectorAll('[data-testid="toast"]:not([data-leaving])').length,
          );
        }, 50);
        window.setTimeout(() => {
          window.clearInterval(timer);
          done(seen);
        }, 6000);
      });
    });
    await page.getByTestId("simulate-paid").click();
    await page.waitForURL((url) => url.pathname === "/profile");
    await shot(page, "top-up-paid-360");
    expect(await most).toBe(1);
    await context.close();
  });

  it("shows every review of a storefront product, three more per tap", async () => {
    expect(reviewed.reviews).toBeGreaterThan(3);
    const { page, context } = await openPage({ baseUrl: server.baseUrl, language: "en-US" });
    await page.setViewportSize(SMALL);
    await page.goto(`/s/demo/p/${reviewed.id}`);
    const reviews = page.getByTestId("storefront-review");
    await reviews.first().waitFor();
    expect(await reviews.count()).toBe(3);
    while ((await reviews.count()) < reviewed.reviews) {
      const before = await reviews.count();
      await page.getByTestId("reviews-more").click();
      await expect.poll(() => reviews.count()).toBeGreaterThan(before);
    }
    expect(await reviews.count()).toBe(reviewed.reviews);
    expect(await page.getByTestId("reviews-more").count()).toBe(0);
    await shot(page, "storefront-reviews-360");
    await context.close();
  });

  it("says a failed sign-in once, above the form, and not over the next screen", async () => {
    const { page, context } = await openPage({ baseUrl: server.baseUrl });
    await page.setViewportSize(SMALL);
    await page.goto("/login");
    await signIn(page, DEMO_SELLER.account, "not-the-password");
    const problem = page.getByTestId("login-error");
    await problem.waitFor();
    // Above the fields, inside the screen: no toast over the title bar says it a second time.
    expect((await problem.boundingBox())?.y).toBeGreaterThanOrEqual(52);
    await page.waitForTimeout(800);
    await expect(page.locator('[data-testid="toast"][data-type="error"]').count()).resolves.toBe(0);
    await page.getByTestId("password-input").fill(DEMO_SELLER.password);
    await slideAgainIfAsked(page);
    await page.getByTestId("login-submit").click();
    await page.waitForURL((url) => url.pathname === "/profile");
    await expect.poll(() => problem.count(), { timeout: 800 }).toBe(0);
    await context.close();
  });

  it("fits the revenue record's filters on the screen in English, at 360 and 320 wide", async () => {
    const { page, context } = await sellerAt360("en-US");
    // English on this phone only (its cookie), not saved to the demo seller that other tests share.
    await context.addCookies([{ name: "app_language", value: "en", url: server.baseUrl }]);
    await page.goto("/revenue-record");
    await page.getByTestId("revenue-status-filter").waitFor();
    for (const width of [360, 320]) {
      await page.setViewportSize({ width, height: 640 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `page wider than ${width} px`).toBeLessThanOrEqual(0);
      const box = await page.getByTestId("revenue-status-filter").boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0), `status filter at ${width} px`).toBeLessThanOrEqual(width);
      await shot(page, `revenue-filters-en-${width}`);
    }
    await context.close();
  });

  it("keeps the shop's Share and Preview labels on one line each", async () => {
    const { page, context } = await sellerAt360("en-US");
    // English on this phone only (its cookie), not saved to the demo seller that other tests share.
    await context.addCookies([{ name: "app_language", value: "en", url: server.baseUrl }]);
    await page.goto("/shop");
    await page.getByText("Shop overview").waitFor();
    for (const id of ["share-store-button", "preview-button"]) {
      await page.getByTestId(id).waitFor();
      expect(await linesOf(page.getByTestId(id)), id).toBe(1);
    }
    await shot(page, "shop-actions-en-360");
    await context.close();
  });
});

describe("a common phone's screen in English (390x844)", () => {
  it("keeps today's figures level under labels of one or two lines, and the batch button on a row of its own", async () => {
    const { page, context } = await sellerAt360("en-US");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/shop");
    await page.getByTestId("today-visitors").filter({ hasText: /\d/ }).waitFor();
    // "Today's orders" takes two lines at 390 px, "Profit" and "Visitors" one.
    const bottoms = await Promise.all(
      ["today-orders", "today-income", "today-visitors"].map(async (id) => {
        const box = await page.getByTestId(id).boundingBox();
        return Math.round((box?.y ?? 0) + (box?.height ?? 0));
      }),
    );
    expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThanOrEqual(2);
    await shot(page, "shop-en-390");

    await page.goto("/shop-management");
    const button = page.getByTestId("batch-list");
    await button.waitFor();
    const [batch, clear] = [
      await button.boundingBox(),
      await page.getByTestId("clear-selection").boundingBox(),
    ];
    // Where the three do not fit one row, the batch button takes the next row's whole width.
    if (batch && clear && batch.y > clear.y + clear.height / 2) {
      const select = await page.getByTestId("select-all").boundingBox();
      expect(Math.round(batch.x)).toBe(Math.round(select?.x ?? -1));
      expect(batch.width).toBeGreaterThan(250);
    }
    await shot(page, "batch-list-en-390");
    await context.close();
  });
});

/** The sign-in screen asks for the slide again after a refused attempt. */
async function slideAgainIfAsked(page: Page) {
  const verified = await page.locator('[data-testid="slide-track"][data-verified="true"]').count();
  if (verified === 0) {
    await slideToVerify(page);
  }
}
