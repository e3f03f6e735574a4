import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { productPng } from "./images";
import { addShopProducts, apiOf, readySeller } from "./store";

/** ORDER_SCREENS=/tmp/screens/orders saves a picture of each order screen (for review). */
const SCREENS = process.env.ORDER_SCREENS;

export async function orderShot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!SCREENS) return;
  mkdirSync(SCREENS, { recursive: true });
  await page.waitForFunction(() => !document.querySelector('[data-testid="toast"]'), null, {
    timeout: 10_000,
  });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage });
}

/** A real Bangkok address: its parts belong together in the Thai address data set. */
export const BANGKOK_ADDRESS = {
  line: "99/1 ซอยสุขุมวิท 21",
  sub_district: "คลองเตยเหนือ",
  district: "วัฒนา",
  province: "กรุงเทพมหานคร",
  postal_code: "10110",
};

/**
 * A seller ready to sell (verified, 6,000 topped up, 5,000 security deposit
 * paid: 1,000 available), with the operator's two products listed in the store.
 */
export async function sellerWithShop(baseUrl: string, account: string, tag: string) {
  const call = apiOf(baseUrl);
  const { token, operator } = await readySeller(baseUrl, account);
  const [bag, shirt] = await addShopProducts(baseUrl, operator, tag);
  await call("/sellers/products", { method: "POST", token, body: { product_ids: [bag, shirt] } });
  const { store_setting } = await call<{ store_setting: { store_path: string } }>("/sellers/store-setting", {
    token,
  });
  const slug = store_setting.store_path.replace(/^\/s\//, "");
  return { token, operator, slug, bag: bag as number, shirt: shirt as number };
}

/** A catalogue product that costs the seller more than the 1,000 baht they hold, listed in their store. */
export async function listCostlyProduct(baseUrl: string, operator: string, token: string, tag: string) {
  const call = apiOf(baseUrl);
  const product = await call<{ id: number }>("/admin/products", {
    method: "POST",
    token: operator,
    body: {
      name: `นาฬิกา ${tag}`,
      name_zh: `手表 ${tag}`,
      name_en: `Watch ${tag}`,
      price: "1990.00",
      cost_price: "1500.00",
      stock: 10,
      category: "fashion",
      description: "นาฬิกาข้อมือ",
    },
  });
  const form = new FormData();
  form.append(
    "file",
    new Blob([new Uint8Array(productPng([40, 40, 60]))], { type: "image/png" }),
    "photo.png",
  );
  await call(`/admin/products/${product.id}/images`, { method: "POST", token: operator, body: form });
  await call("/sellers/products", { method: "POST", token, body: { product_ids: [product.id] } });
  return product.id;
}

/** A buyer's phone of its own for each of the suite's API orders: one phone holds at most 3 unpaid orders. */
export const buyerPhone = () => `08${String(Math.floor(Math.random() * 100_000_000)).padStart(8, "0")}`;

/** What the storefront's checkout sends: a buyer with no account orders from the store. */
export async function buyerPlacesOrder(
  baseUrl: string,
  slug: string,
  items: { product_id: number; quantity: number; size?: string; color?: string }[],
  buyer: { name: string; phone: string } = { name: "Somsri Buyer", phone: buyerPhone() },
) {
  return apiOf(baseUrl)<{ code: string; order_number: string }>(`/storefront/${slug}/orders`, {
    method: "POST",
    body: {
      buyer_name: buyer.name,
      buyer_phone: buyer.phone,
      address: BANGKOK_ADDRESS,
      note: "",
      items,
    },
  });
}

/** The demo's stand-in for the bank: the sandbox confirms the buyer's payment. */
export async function sandboxPays(baseUrl: string, code: string) {
  await apiOf(baseUrl)(`/storefront/orders/${code}/sandbox-pay`, {
    method: "POST",
    body: { outcome: "paid" },
  });
}

export type SellerOrderView = {
  id: number;
  order_number: string;
  status: string;
  total_amount: string;
  cost_amount: string;
  profit: string;
};

export async function sellerOrderByNumber(baseUrl: string, token: string, orderNumber: string) {
  const page = await apiOf(baseUrl)<{ orders: SellerOrderView[] }>(
    `/sellers/orders?keyword=${encodeURIComponent(orderNumber)}`,
    { token },
  );
  const order = page.orders.find((candidate) => candidate.order_number === orderNumber);
  if (!order) throw new Error(`order ${orderNumber} not found`);
  return order;
}
