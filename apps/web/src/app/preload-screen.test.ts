import type { ProductDetail } from "@seller/contract/catalogue";
import type { SellerProfile } from "@seller/contract/seller";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { catalogueKeys } from "../features/catalogue/api/query-keys";
import { sellerKeys } from "../features/sellers/api/query-keys";
import { createQueryClient } from "../lib/query-client";
import { endSession, startSession } from "../lib/session-store";
import { firstScreenReady, preloadScreen } from "./preload-screen";

const profile: SellerProfile = {
  id: 100001,
  account: "somchai",
  display_name: "Somchai",
  full_name: null,
  id_number: null,
  phone: null,
  address: null,
  address_detail: null,
  language: "th",
  status: "active",
  is_virtual: false,
  wallet_balance_cents: "500000",
  wallet_balance_thb: "5000.00",
  available_balance: "5000.00",
  freeze_amount: "0.00",
  deposit_amount: "0.00",
  bank_code: null,
  bank_account: null,
  is_verified: false,
  has_deposit: false,
  has_bank_account: false,
  today_orders_count: 0,
  total_orders_count: 0,
  today_profit: "0.00",
  total_profit: "0.00",
  created_at: "2026-11-01T00:00:00.000Z",
  updated_at: "2026-11-01T00:00:00.000Z",
};

const emptyPage = { products: [], categories: [], total: 0, page: 1, per_page: 20 };

const lamp: ProductDetail = {
  id: 42,
  name: "โคมไฟดาว",
  name_zh: "星空灯",
  name_en: "Star lamp",
  category: "ของใช้ในบ้าน",
  category_key: "home",
  category_id: 3,
  price: "259.00",
  original_price: "299.00",
  discount_price: null,
  discount_percentage: 0,
  effective_price: "259.00",
  cost_price: "120.00",
  sales_count: 12,
  likes_count: 3,
  stock: 40,
  quantity: 40,
  status: "active",
  is_hot: true,
  is_new: false,
  is_demo: false,
  main_image_url: "/api/catalogue/images/7",
  image_urls: ["/api/catalogue/images/7"],
  images: [],
  average_rating: null,
  reviews_count: 0,
  is_favorite: false,
  in_store: false,
  description: "แสงนุ่ม",
  description_zh: "柔和灯光",
  description_en: "Soft light",
  colors: [],
  sizes: [],
  reviews: [],
};

/** The API's answer to a call of the start-up: a product, a page of products or the profile. */
const answerTo = (url: string) => {
  const data = url.endsWith("/products/42") ? lamp : url.includes("/products") ? emptyPage : profile;
  return new Response(JSON.stringify({ success: true, data }), {
    status: 200,
    headers: { "content-type": "application/json" },
  });
};

function answering() {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => answerTo(url));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const signIn = () =>
  startSession({ token: "seller-token", expiresAt: "2099-01-01T00:00:00.000Z", user: profile }, true);

// The start-up's lazily loaded code, compiled once before the first test: each test's one-second
// wait is for the app, not for the test runner's first compile of those modules (seconds on a busy machine).
beforeAll(async () => {
  await import("./signed-in-start");
}, 60_000);

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe("preloadScreen", () => {
  it("asks for a signed-in seller's profile as the app starts at /profile, before any screen renders", async () => {
    const fetchMock = answering();
    signIn();
    const client = createQueryClient();
    preloadScreen({ pathname: "/profile", search: "" }, client);
    await vi.waitFor(() => expect(client.getQueryData(sellerKeys.profile())).toEqual(profile));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toMatch(/\/api\/sellers\/profile$/);
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer seller-token");
  });

  it("sends the profile's call at once, before the query layer's code has loaded, and the query takes its answer", async () => {
    const fetchMock = answering();
    signIn();
    const client = createQueryClient();
    preloadScreen({ pathname: "/profile", search: "" }, client);
    // No await yet: the call left with the entry's first run (lib/early-calls.ts).
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(client.getQueryData(sellerKeys.profile())).toEqual(profile));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks for nothing signed out, where /profile shows the sign-in, nor for a screen without an opening call", async () => {
    const fetchMock = answering();
    const client = createQueryClient();
    preloadScreen({ pathname: "/profile", search: "" }, client);
    signIn();
    preloadScreen({ pathname: "/notifications", search: "" }, client);
    // The screens' chunks are imports, not calls; give any call a turn to start.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(client.getQueryData(sellerKeys.profile())).toBeUndefined();
  });

  it("asks for the home's hot products, and for the first page of the list the products address filters", async () => {
    const fetchMock = answering();
    signIn();
    const client = createQueryClient();
    preloadScreen({ pathname: "/", search: "" }, client);
    preloadScreen({ pathname: "/products", search: "?keyword=lamp&sort=price_asc" }, client);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const urls = fetchMock.mock.calls.map(([url]) => new URL(url, "http://app"));
    expect(urls.map((url) => url.pathname)).toEqual(["/api/products", "/api/products"]);
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({
      hot: "true",
      sort: "sales",
      per_page: "6",
    });
    expect(Object.fromEntries(urls[1]?.searchParams ?? [])).toMatchObject({
      keyword: "lamp",
      sort: "price_asc",
      page: "1",
    });
    await vi.waitFor(() => expect(client.getQueryData(catalogueKeys.hot(6))).toEqual(emptyPage));
    expect(client.getQueryData(catalogueKeys.list({ keyword: "lamp", sort: "price_asc" }))).toEqual({
      pages: [emptyPage],
      pageParams: [1],
    });
  });

  it("asks for the product's detail as the app starts at /product/{id}, and nothing for an id that names none", async () => {
    const fetchMock = answering();
    signIn();
    const client = createQueryClient();
    preloadScreen({ pathname: "/product/0", search: "" }, client);
    preloadScreen({ pathname: "/product/lamp", search: "" }, client);
    await firstScreenReady(Promise.resolve(), preloadScreen({ pathname: "/product/42", search: "" }, client));
    expect(fetchMock.mock.calls.map(([url]) => new URL(url, "http://app").pathname)).toEqual([
      "/api/products/42",
    ]);
    // In the cache before the first render: the screen draws the detail, not its skeleton first.
    expect(client.getQueryData(catalogueKeys.detail(42))).toEqual(lamp);
  });

  it("lets the first render wait for the profile's answer, so it draws the balance once and not a placeholder first", async () => {
    const fetchMock = answering();
    fetchMock.mockImplementationOnce(async (url: string) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return answerTo(url);
    });
    signIn();
    const client = createQueryClient();
    await firstScreenReady(Promise.resolve(), preloadScreen({ pathname: "/profile", search: "" }, client));
    expect(client.getQueryData(sellerKeys.profile())).toEqual(profile);
  });

  it("does not keep the first screen waiting on an answer that does not come, nor on texts that failed", async () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal("fetch", fetchMock);
    signIn();
    const client = createQueryClient();
    await firstScreenReady(
      Promise.reject(new Error("texts did not load")),
      preloadScreen({ pathname: "/profile", search: "" }, client),
    );
    expect(fetchMock).toHaveBeenCalled();
    expect(client.getQueryData(sellerKeys.profile())).toBeUndefined();
  });
});
