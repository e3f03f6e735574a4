import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../test/app";
import { createProduct, operatorOf } from "../test/catalogue";
import { COMPRESSION_THRESHOLD_BYTES } from "./compression";

const t = useTestApp();

/** The public catalogue: eight products make an answer of several KB. */
const LARGE = "/api/products";
/** The version label: a few dozen bytes. */
const SMALL = "/api/system/version";

beforeAll(async () => {
  const token = await operatorOf(t.app, t.database.db);
  for (let index = 0; index < 8; index += 1) await createProduct(t.app, token, { name_en: `Shirt ${index}` });
});

describe("compressed API answers", () => {
  it("sends a JSON answer above 1 KB as brotli to a client that accepts it, with the same content", async () => {
    const plain = await t.app.inject({ method: "GET", url: LARGE });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const response = await t.app.inject({
      method: "GET",
      url: LARGE,
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    // Still an API answer: never stored by a browser or a proxy.
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString("utf8"))).toEqual(plain.json());
  });

  it("sends gzip to a client that accepts gzip only", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: LARGE,
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.headers["content-encoding"]).toBe("gzip");
    const body = JSON.parse(gunzipSync(response.rawPayload).toString("utf8"));
    expect(body.success).toBe(true);
  });

  it("sends answers under 1 KB as they are", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: SMALL,
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json().success).toBe(true);
  });

  it("sends nothing compressed to a client that does not say it accepts it", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: LARGE,
      headers: { "accept-encoding": "identity" },
    });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json().success).toBe(true);
  });
});
