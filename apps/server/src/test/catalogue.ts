import type { AdminProductCreateBody } from "@seller/contract/catalogue-admin";
import sharp from "sharp";
import type { App } from "../app";
import type { Database } from "../db/client";
import { addReview } from "../modules/catalogue/review-writes";
import { bearer, inEnglish } from "./app";
import { signedInOperator } from "./operator";
import { multipart } from "./uploads";

/** A product body an operator would send; tests override what they check. */
export function productBody(fields: Partial<AdminProductCreateBody> = {}): AdminProductCreateBody {
  return {
    name: "เสื้อยืดคอตตอน",
    name_zh: "纯棉T恤",
    name_en: "Cotton T-shirt",
    description: "ผ้าฝ้าย 100%",
    description_zh: "100% 纯棉",
    category: "fashion",
    price: "299.00",
    cost_price: "120.00",
    stock: 50,
    ...fields,
  };
}

export async function operatorOf(app: App, db: Database) {
  return (await signedInOperator(app, db)).token;
}

/** Creates a product through the operator call; returns its answer's data. */
export async function createProduct(app: App, token: string, fields: Partial<AdminProductCreateBody> = {}) {
  const response = await app.inject({
    method: "POST",
    url: "/api/admin/products",
    payload: productBody(fields),
    headers: { ...bearer(token), ...inEnglish },
  });
  if (response.statusCode !== 201) throw new Error(`create product failed: ${response.body}`);
  return response.json().data as { id: number } & Record<string, unknown>;
}

/** A real picture of the given size and colour, in the format asked for. */
export function picture(format: "jpeg" | "png" | "webp", width = 1200, height = 900, colour = "#e8734a") {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

export function uploadProductImage(
  app: App,
  token: string,
  productId: number,
  bytes: Buffer,
  fileName = "photo.jpg",
) {
  const body = multipart({}, { bytes, fileName, contentType: "image/jpeg" });
  return app.inject({
    method: "POST",
    url: `/api/admin/products/${productId}/images`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token), ...inEnglish },
  });
}

/** Reviews come from buyers of completed orders; tests write them through the same service function. */
export async function review(db: Database, productId: number, rating: number, daysAgo = 0, name = "Nok") {
  return db.transaction((tx) =>
    addReview(tx, productId, {
      name,
      rating,
      comment: `rated ${rating}`,
      reviewDate: new Date(Date.now() - daysAgo * 86_400_000),
    }),
  );
}
