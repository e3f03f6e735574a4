import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "../apps/web/src/config/paths";
import { consolePaths } from "../apps/web/src/console/paths";
import { storefrontPaths } from "../apps/web/src/storefront/paths";
import { signInToProfile } from "./support/auth";
import { useBrowser } from "./support/browser";
import { expectAccessible, signInToConsole, useConsoleBrowser } from "./support/console";
import { operatorTokenOf } from "./support/operator-code";
import { buyerPlacesOrder, sellerOrderByNumber } from "./support/orders";
import { apiOf, startDemoServer } from "./support/store";

/**
 * Every seller, storefront and console screen, as its router names it, scanned by axe-core: no
 * serious or critical violation (issue "nobody is locked out by design"). The lists come from the
 * routers' path config, so a new screen is scanned without a change here; a new path parameter
 * fails below until it is given a demo value.
 */
const DEMO_SELLER = { account: "demo", password: "demo123" };
const DEMO_SLUG = "demo";

const openPage = useBrowser();
const openConsole = useConsoleBrowser();
let server: Awaited<ReturnType<typeof startDemoServer>>;
/** The demo values of the routers' parameters, filled in before the scans. */
const ids = { product: 0, order: 0, orderCode: "", seller: 0 };

beforeAll(async () => {
  server = await startDemoServer();
  const call = apiOf(server.baseUrl);
  const store = await call<{ products: { id: number }[] }>(`/storefront/${DEMO_SLUG}?page=1`);
  const product = store.products[0]?.id;
  if (!product) throw new Error("the demo store lists no product");
  ids.product = product;
  const placed = await buyerPlacesOrder(server.baseUrl, DEMO_SLUG, [{ product_id: product, quantity: 1 }]);
  ids.orderCode = placed.code;
  const { token } = await call<{ token: string }>("/sellers/signin", { method: "POST", body: DEMO_SELLER });
  ids.order = (await sellerOrderByNumber(server.baseUrl, token, placed.order_number)).id;
  // Enrolled in two-factor on first use, as every operator must be before other calls.
  const operator = await operatorTokenOf(server.baseUrl);
  const sellers = await call<{ items: { id: number; account: string }[] }>("/admin/sellers?page=1", {
    token: operator,
  });
  ids.seller = sellers.items.find((row) => row.account === DEMO_SELLER.account)?.id ?? 0;
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

/** The seller app's screens: each path's own link, with a demo id where it takes one. */
const sellerHrefs: Partial<Record<keyof typeof paths, () => string>> = {
  product: () => paths.product.href(ids.product),
  productDetail: () => paths.productDetail.href(ids.product),
  order: () => paths.order.href(ids.order),
};
const sellerScreens = Object.entries(paths).flatMap(([key, entry]) => {
  if (entry.pattern === "*") return [];
  const href = sellerHrefs[key as keyof typeof paths] ?? (() => entry.pattern);
  return [{ key, pattern: entry.pattern, href }];
});

const consoleHrefs: Record<string, () => string> = {
  seller: () => consolePaths.seller(ids.seller),
  product: () => consolePaths.product(ids.product),
};
const consoleScreens = Object.entries(consolePaths).flatMap(([key, path]) => {
  if (key === "base") return [];
  const href = typeof path === "function" ? consoleHrefs[key] : () => path;
  return [{ key, href }];
});

const storefrontHrefs: Record<keyof typeof storefrontPaths, () => string> = {
  store: () => storefrontPaths.store.href(DEMO_SLUG),
  product: () => storefrontPaths.product.href(DEMO_SLUG, ids.product),
  cart: () => storefrontPaths.cart.href(DEMO_SLUG),
  lookup: () => storefrontPaths.lookup.href(DEMO_SLUG),
  order: () => storefrontPaths.order.href(ids.orderCode),
};

/** Screens whose controls change once text is typed (a search's clear button): scanned with text in. */
const typedScreens: Partial<Record<string, string>> = { products: '[data-testid="search-input"] input' };

/** Waits for a screen's data: no request in flight for a moment, no loading mark left. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle", { timeout: 8000 }).catch(() => undefined);
  await page.waitForFunction(
    () =>
      document.querySelectorAll(
        '[role="status"][aria-label], .adm-skeleton, .adm-spin-loading, .ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]',
      ).length === 0,
    null,
    { timeout: 15_000 },
  );
}

/** DECISIONS "Screens": pinch zoom is allowed, and no field is small enough to zoom when focused. */
async function expectZoomFriendly(page: Page, screen: string): Promise<void> {
  const viewport = await page.locator('meta[name="viewport"]').getAttribute("content");
  expect.soft(viewport, screen).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale/);
  const small = await page.evaluate(() =>
    Array.from(document.querySelectorAll("input, textarea, select"))
      .filter((field) => {
        const box = field.getBoundingClientRect();
        const type = field.getAttribute("type") ?? "";
        return box.width > 0 && box.height > 0 && !["checkbox", "radio", "range", "file"].includes(type);
      })
      .map((field) => ({
        field: `${field.tagName.toLowerCase()}${field.id ? `#${field.id}` : ""}.${field.className}`,
        size: Number.parseFloat(getComputedStyle(field).fontSize),
      }))
      .filter((field) => field.size < 16)
      .map((field) => `${field.field}: ${field.size}px`),
  );
  expect.soft(small, `${screen}: fields under 16 px`).toEqual([]);
}

/**
 * axe's structure rules that its WCAG tags leave out (moderate): one main landmark at the top level,
 * a top-level heading, and headings that do not skip a level.
 */
const STRUCTURE_RULES = [
  "landmark-one-main",
  "landmark-no-duplicate-main",
  "landmark-main-is-top-level",
  "page-has-heading-one",
  "heading-order",
];
async function expectSoundStructure(page: Page, screen: string): Promise<void> {
  const violations = await page.evaluate(async (rules) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            c: unknown,
            o: unknown,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: "rule", values: rules } });
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(" "))
          .join(" | ")}`,
    );
  }, STRUCTURE_RULES);
  expect.soft(violations, `${screen}: structure`).toEqual([]);
}

/** One signed-in page per app, reused screen after screen (as a person moves through the app). */
let sellerPage: Promise<Awaited<ReturnType<typeof openPage>>> | undefined;
let consolePage: Promise<Awaited<ReturnType<typeof openConsole>>> | undefined;
function signedInSeller() {
  sellerPage ??= openPage({ baseUrl: server.baseUrl }).then(async (opened) => {
    await signInToProfile(opened.page, DEMO_SELLER.account, DEMO_SELLER.password);
    return opened;
  });
  return sellerPage;
}
function signedInOperator() {
  consolePage ??= openConsole("en", server.baseUrl).then(async (opened) => {
    await signInToConsole(opened.page);
    return opened;
  });
  return consolePage;
}

describe("every screen is usable with a screen reader, a keyboard and zoom", () => {
  it("knows a demo value for every parameter of the seller app's and the console's paths", () => {
    for (const screen of sellerScreens) {
      if (screen.pattern.includes(":")) expect(sellerHrefs, screen.key).toHaveProperty(screen.key);
    }
    for (const screen of consoleScreens) expect(screen.href, screen.key).toBeTypeOf("function");
  });

  it.each(sellerScreens)("seller screen $pattern", async ({ key, href }) => {
    const signedOut = key === "login" || key === "register";
    const opened = signedOut ? await openPage({ baseUrl: server.baseUrl }) : await signedInSeller();
    const { page, consoleErrors } = opened;
    consoleErrors.length = 0;
    await page.goto(href());
    await settle(page);
    const typed = typedScreens[key];
    if (typed) await page.locator(typed).fill("bag");
    await expectZoomFriendly(page, key);
    await expectAccessible(page, key);
    await expectSoundStructure(page, key);
    expect(consoleErrors).toEqual([]);
    if (signedOut) await opened.context.close();
  });

  it.each(Object.entries(storefrontHrefs))("storefront screen %s", async (key, href) => {
    const { page, context } = await openPage({ baseUrl: server.baseUrl });
    if (key === "cart") {
      // A cart with something in it: the product page's own add control.
      await page.goto(storefrontHrefs.product());
      await settle(page);
      await page.getByTestId("add-to-cart").click();
    }
    await page.goto(href());
    await settle(page);
    await expectZoomFriendly(page, key);
    await expectAccessible(page, key);
    await expectSoundStructure(page, key);
    await context.close();
  });

  it.each(consoleScreens)("console screen $key", async ({ key, href }) => {
    const signedOut = key === "signIn";
    const opened = signedOut ? await openConsole("en", server.baseUrl) : await signedInOperator();
    const { page } = opened;
    await page.goto(`${consolePaths.base}${href?.()}`);
    await settle(page);
    await expectAccessible(page, key);
    await expectSoundStructure(page, key);
    if (signedOut) await opened.context.close();
  });
});
