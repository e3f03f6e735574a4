import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signedInSeller, type TestApp } from "../../test/app";
import { createProduct, operatorOf, picture, uploadProductImage } from "../../test/catalogue";
import { type S3TestServer, startS3TestServer } from "../../test/object-store";
import { uploadIdImage } from "../../test/uploads";
import { type FileStorage, folderStorage, ObjectMissingError } from "./object-store";
import { type S3Settings, s3Storage } from "./s3-object-store";

let server: S3TestServer;
let folder: string;
beforeAll(async () => {
  server = await startS3TestServer();
  folder = await mkdtemp(join(tmpdir(), "seller-folder-storage-"));
});
afterAll(async () => {
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

/** The bucket as anyone holding the keys sees it, bypassing the app. */
function rawBucket(settings: S3Settings) {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: settings.credentials,
  });
  return {
    async get(key: string) {
      const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
      return {
        bytes: Buffer.from((await answer.Body?.transformToByteArray()) ?? []),
        contentType: answer.ContentType,
        cacheControl: answer.CacheControl,
      };
    },
    async keys() {
      const page = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket }));
      return (page.Contents ?? []).map((item) => item.Key ?? "");
    },
    close: () => client.destroy(),
  };
}

describe.each([
  ["the local folder", () => folderStorage(folder)],
  ["S3-compatible object storage", () => s3Storage(server.settings)],
] as const)("one storage interface: %s", (_, open) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = open();
  });
  afterAll(() => storage.close());

  it("writes, reads, lists and removes objects by name, each area apart from the others", async () => {
    await storage.check();
    const slips = storage.area("contract-slips");
    const other = storage.area("contract-other");
    await slips.put("ab/abc123", Buffer.from("first"));
    await slips.put("ab/abc123", Buffer.from("second")); // replaced whole
    await slips.put("top.webp", Buffer.from("picture"), { contentType: "image/webp" });
    expect((await slips.get("ab/abc123")).toString()).toBe("second");
    expect(await slips.has("ab/abc123")).toBe(true);
    expect(await slips.has("ab/missing")).toBe(false);
    expect(await slips.list()).toEqual(["ab/abc123", "top.webp"]);
    expect(await other.list()).toEqual([]);
    expect(await other.has("top.webp")).toBe(false);

    await slips.remove("ab/abc123");
    await slips.remove("ab/abc123"); // twice: a retried job
    await expect(slips.get("ab/abc123")).rejects.toBeInstanceOf(ObjectMissingError);
    expect(await slips.list()).toEqual(["top.webp"]);
  });

  it("refuses a name that could leave its area", async () => {
    const area = storage.area("contract-names");
    for (const name of ["../escape", "a/../../b", "/absolute", "a//b", "", "sp ace"]) {
      await expect(area.put(name, Buffer.from("x"))).rejects.toThrow(/invalid storage name/);
    }
    expect(() => storage.area("../uploads")).toThrow(/invalid storage name/);
  });
});

describe("the S3 test server checks what a real one checks", () => {
  it("refuses a request signed with the wrong secret", async () => {
    const forged = s3Storage({
      ...server.settings,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "not-the-secret" },
    });
    try {
      await expect(forged.area("uploads").put("ab/forged", Buffer.from("x"))).rejects.toMatchObject({
        name: "SignatureDoesNotMatch",
      });
    } finally {
      await forged.close();
    }
  });
});

describe("the app with object storage", () => {
  let t: TestApp;
  let bucket: ReturnType<typeof rawBucket>;
  beforeAll(async () => {
    t = await createTestApp({ fileStorage: s3Storage(server.settings) });
    bucket = rawBucket(server.settings);
  });
  afterAll(async () => {
    bucket.close();
    await t.close();
  });

  it("keeps an identity image sealed in the bucket and serves it only through the signed-in route", async () => {
    const seller = await signedInSeller(t.app);
    const file = await uploadIdImage(t.app, seller.token, "front");
    expect(file.url).toBe(`/api/files/${file.uuid}`);
    const [row] = await t.app.db.query.files.findMany({
      where: (files, { eq }) => eq(files.uuid, file.uuid),
    });
    const key = row?.storageKey ?? "";
    const stored = await bucket.get(`uploads/${key.slice(0, 2)}/${key}`);
    expect(stored.bytes.subarray(0, 8).toString()).toBe("SCSEAL01");
    expect(stored.contentType).toBe("application/octet-stream");

    const served = await t.app.inject({
      method: "GET",
      url: file.url,
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(stored.bytes.includes(served.rawPayload.subarray(0, 64))).toBe(false);
    expect((await t.app.inject({ method: "GET", url: file.url })).statusCode).toBe(401);
  });

  it("serves catalogue pictures under their content-hash names with year-long caching", async () => {
    const operator = await operatorOf(t.app, t.database.db);
    const product = await createProduct(t.app, operator);
    const uploaded = await uploadProductImage(t.app, operator, product.id, await picture("png", 600, 400));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url: string = uploaded.json().data.url;
    const name = url.split("/").pop() ?? "";
    expect(name).toMatch(/^[0-9a-f]{32}-600\.webp$/);
    expect(await bucket.keys()).toContain(`catalogue-images/${name}`);
    const object = await bucket.get(`catalogue-images/${name}`);
    expect(object).toMatchObject({
      contentType: "image/webp",
      cacheControl: "public, max-age=31536000, immutable",
    });

    const served = await t.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.equals(object.bytes)).toBe(true);
    const again = await t.app.inject({
      method: "GET",
      url,
      headers: { "if-none-match": String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const missing = await t.app.inject({
      method: "GET",
      url: `/api/catalogue-images/${"0".repeat(32)}-600.webp`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).not.toContain("immutable");
    const odd = await t.app.inject({ method: "GET", url: "/api/catalogue-images/..%2Fuploads%2Fx" });
    expect(odd.statusCode).toBe(404);
  });
});

describe("GET /api/ready with object storage", () => {
  it("answers 200 while the object store answers, and 503 once it stops answering", async () => {
    const own = await startS3TestServer();
    const t = await createTestApp({ fileStorage: s3Storage(own.settings) });
    try {
      expect((await t.app.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(200);
      await own.close();
      const ready = await t.app.inject({ method: "GET", url: "/api/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ success: false, code: "SERVER_UNAVAILABLE" });
      expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
