import { inject } from "vitest";
import { productPng } from "./images";
import { operatorToken } from "./operator";

type Product = { id: number; images: { id: number }[] };

async function call<T>(path: string, token: string, method: string, body?: unknown): Promise<T> {
  const response = await fetch(`${inject("baseUrl")}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined || body instanceof FormData ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** An operator adds a product through the operator calls, with pictures in the given colours. */
export async function addProduct(fields: Record<string, unknown>, pictures: [number, number, number][] = []) {
  const token = await operatorToken();
  const product = await call<Product>("/admin/products", token, "POST", fields);
  const images: number[] = [];
  for (const colour of pictures) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(productPng(colour))], { type: "image/png" }), "photo.png");
    images.push((await call<{ id: number }>(`/admin/products/${product.id}/images`, token, "POST", form)).id);
  }
  return { id: product.id, images, token };
}

export async function updateProduct(token: string, id: number, fields: Record<string, unknown>) {
  return call<Product>(`/admin/products/${id}`, token, "PUT", fields);
}
