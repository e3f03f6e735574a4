import type { AdminProductCreateBody } from "@seller/contract/catalogue-admin";
import type { PlaceOrderBody } from "@seller/contract/orders";
import type { InjectOptions } from "fastify";
import type { App } from "../app";
import type { Database } from "../db/client";
import { transactionThenPublish } from "../lib/outbox";
import { shipOrder } from "../modules/orders/fulfilment";
import { orderByCode } from "../modules/orders/reads";
import { inEnglish } from "./app";
import { createProduct, operatorOf } from "./catalogue";
import { call, fund, verifiedSeller } from "./wallet";

/** A seller who may list: verified, funded and with the security deposit paid. */
export async function sellerWithDeposit(
  app: App,
  db: Database,
  funds = "10000",
  method: "promptpay" | "bank_transfer" = "promptpay",
) {
  const seller = await verifiedSeller(app, db);
  await fund(app, seller.token, funds, method);
  const paid = await call(app, seller.token, "POST", "/api/sellers/deposit");
  if (paid.statusCode !== 200) throw new Error(`deposit failed: ${paid.body}`);
  return seller;
}

/** Catalogue products made by the operator, returned with their ids. */
export async function catalogueProducts(
  app: App,
  db: Database,
  bodies: Partial<AdminProductCreateBody>[],
): Promise<number[]> {
  const operator = await operatorOf(app, db);
  const ids: number[] = [];
  for (const body of bodies) ids.push((await createProduct(app, operator, body)).id);
  return ids;
}

/** A store with these products listed; answers its slug. */
export async function openStore(app: App, token: string, productIds: number[], slug?: string) {
  const listed = await call(app, token, "POST", "/api/sellers/products", { product_ids: productIds });
  if (listed.statusCode !== 200) throw new Error(`listing failed: ${listed.body}`);
  const setting = (await call(app, token, "GET", "/api/sellers/store-setting")).json().data.store_setting;
  if (!slug) return setting.slug as string;
  const saved = await call(app, token, "PUT", "/api/sellers/store-setting", {
    store_setting: {
      store_name: "Nok's Shop",
      store_description: "",
      contact_phone: "",
      business_hours: "",
      announcement: "",
      theme_color: "#28a745",
      slug,
    },
  });
  if (saved.statusCode !== 200) throw new Error(`store setting failed: ${saved.body}`);
  return slug;
}

/** A real Bangkok address: its parts belong together in the Thai address data set. */
export const BANGKOK_ADDRESS = {
  line: "99/1 ซอยสุขุมวิท 21",
  sub_district: "คลองเตยเหนือ",
  district: "วัฒนา",
  province: "กรุงเทพมหานคร",
  postal_code: "10110",
};

let checkouts = 0;

/**
 * A buyer's checkout. The phone's 7th digit turns with each call, which the
 * seller's mask (089876*432) hides: a phone holds at most 3 unpaid orders.
 */
export function checkout(
  items: PlaceOrderBody["items"],
  fields: Partial<PlaceOrderBody> = {},
): PlaceOrderBody {
  checkouts += 1;
  return {
    buyer_name: "Somsri Buyer",
    buyer_phone: `089876${checkouts % 10}432`,
    address: BANGKOK_ADDRESS,
    note: "Leave at the door",
    items,
    ...fields,
  };
}

let buyerCalls = 0;

/** A buyer's call: no token, in English, from an address of their own. */
export function buyer(
  app: App,
  method: "GET" | "POST",
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  // Each call from an address of its own unless a test names one (an address holds at most 3 unpaid orders).
  buyerCalls += 1;
  const options: InjectOptions = {
    method,
    url,
    headers: { ...inEnglish, ...headers },
    remoteAddress: `10.${(buyerCalls >> 16) & 255}.${(buyerCalls >> 8) & 255}.${buyerCalls & 255}`,
  };
  if (payload !== undefined) options.payload = payload as object;
  return app.inject(options);
}

export async function placeOrder(app: App, slug: string, body: PlaceOrderBody) {
  const response = await buyer(app, "POST", `/api/storefront/${slug}/orders`, body);
  if (response.statusCode !== 201) throw new Error(`order failed: ${response.body}`);
  return response.json().data as { code: string; order_number: string };
}

export async function buyerOrder(app: App, code: string) {
  return (await buyer(app, "GET", `/api/storefront/orders/${code}`)).json().data;
}

/**
 * The seller ships an order through the orders service, without HTTP: the
 * supplier cost leaves the available balance.
 */
export async function shipThroughService(app: App, sellerId: number, code: string) {
  const order = await orderByCode(app.db, code);
  return transactionThenPublish(app.db, app.realtime.publish, (tx) =>
    shipOrder(tx, sellerId, order.id, { courier: "kerry", trackingNumber: "KEX123456789" }),
  );
}
