import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { bearer, en, inEnglish, signedInSeller, useTestApp } from "../../test/app";
import { signedInOperator } from "../../test/operator";
import { png, upload, uploadIdImage } from "../../test/uploads";
import { ACCESS_TOKEN_TTL_MS, signAccess } from "./access-token";
import { fileAccessLog, files } from "./tables";

const t = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers: { ...inEnglish, ...headers } });
const remove = (uuid: string, token: string) =>
  t.app.inject({ method: "DELETE", url: `/api/files/${uuid}`, headers: { ...bearer(token), ...inEnglish } });

describe("reading a private file", () => {
  it("serves the owner's image with its type, an inline name, nosniff and no caching", async () => {
    const seller = await signedInSeller(t.app);
    const file = await uploadIdImage(t.app, seller.token, "front");
    const response = await get(`/api/files/${file.uuid}`, bearer(seller.token));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(response.headers["content-disposition"]).toBe(
      `inline; filename="front.jpg"; filename*=UTF-8''front.jpg`,
    );
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("names a Thai file in the download header safely", async () => {
    const seller = await signedInSeller(t.app);
    const uploaded = await upload(t.app, seller.token, "/api/files/upload", "image", {
      bytes: await png(),
      fileName: "บัตร (1)'s.png",
    });
    const response = await get(`/api/files/${uploaded.json().data.uuid}`, bearer(seller.token));
    expect(response.headers["content-disposition"]).toBe(
      `inline; filename="____ (1)'s.png"; filename*=UTF-8''%E0%B8%9A%E0%B8%B1%E0%B8%95%E0%B8%A3%20%281%29%27s.png`,
    );
  });

  it("opens from the url the upload answered, without the bearer header (as an <img> does)", async () => {
    const seller = await signedInSeller(t.app);
    const file = await uploadIdImage(t.app, seller.token, "front");
    expect((await get(file.url)).statusCode).toBe(200);
  });

  it("refuses a forged, expired or another file's access token", async () => {
    const seller = await signedInSeller(t.app);
    const file = await uploadIdImage(t.app, seller.token, "front");
    const other = await uploadIdImage(t.app, seller.token, "back");
    const token = new URL(file.url, "http://x").searchParams.get("access") ?? "";
    const forged = `${token.slice(0, -2)}AA`;
    expect((await get(`/api/files/${file.uuid}?access=${forged}`)).statusCode).toBe(401);
    expect((await get(`/api/files/${other.uuid}?access=${token}`)).statusCode).toBe(401);
    const [expiry, viewer] = token.split(".");
    const stale = Number(expiry) - ACCESS_TOKEN_TTL_MS - 1;
    const wrongExpiry = `${stale}.${viewer}.${token.split(".")[2]}`;
    expect((await get(`/api/files/${file.uuid}?access=${wrongExpiry}`)).statusCode).toBe(401);
  });

  it("accepts a url signed by another server node: the generated secret is kept in the database", async () => {
    const seller = await signedInSeller(t.app);
    const file = await uploadIdImage(t.app, seller.token, "front");
    const otherNode = await buildApp({
      db: t.database.db,
      dbKind: t.database.kind,
      uploadsDir: join(tmpdir(), "seller-uploads-unused"),
    });
    try {
      const token = new URL(file.url, "http://x").searchParams.get("access") ?? "";
      expect(otherNode.uploads.viewerOf(file.uuid, token)).toEqual({ kind: "seller", id: seller.id });
    } finally {
      await otherNode.close();
    }
  });

  it("needs a token or a signed url", async () => {
    const seller = await signedInSeller(t.app);
    const file = await uploadIdImage(t.app, seller.token, "front");
    const response = await get(`/api/files/${file.uuid}`);
    expect(response.statusCode).toBe(401);
  });

  it("lets an operator see any seller's image", async () => {
    const seller = await signedInSeller(t.app);
    const file = await uploadIdImage(t.app, seller.token, "front");
    const operator = await signedInOperator(t.app, t.database.db);
    expect((await get(`/api/files/${file.uuid}`, bearer(operator.token))).statusCode).toBe(200);
  });

  it("records every look at an image: who and when", async () => {
    const seller = await signedInSeller(t.app);
    const operator = await signedInOperator(t.app, t.database.db);
    const file = await uploadIdImage(t.app, seller.token, "front");
    await get(file.url);
    await get(`/api/files/${file.uuid}`, bearer(operator.token));
    const log = await t.database.db.select().from(fileAccessLog).where(eq(fileAccessLog.fileUuid, file.uuid));
    expect(log.map((row) => [row.viewerKind, row.viewerId])).toEqual([
      ["seller", seller.id],
      ["operator", operator.id],
    ]);
    for (const row of log) expect(Date.now() - row.at.getTime()).toBeLessThan(60_000);
  });
});

describe("one seller can never reach another seller's files", () => {
  it("answers 404, as for a file that does not exist, when another seller reads it", async () => {
    const owner = await signedInSeller(t.app);
    const stranger = await signedInSeller(t.app);
    const file = await uploadIdImage(t.app, owner.token, "front");
    const response = await get(`/api/files/${file.uuid}`, bearer(stranger.token));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "REQUEST_NOT_FOUND", message: en("server.fileNotFound") });
    const missing = await get(`/api/files/${crypto.randomUUID()}`, bearer(stranger.token));
    expect(missing.json()).toEqual(response.json());
  });

  it("does not open even with a genuine url signed for the other seller", async () => {
    const owner = await signedInSeller(t.app);
    const stranger = await signedInSeller(t.app);
    const file = await uploadIdImage(t.app, owner.token, "front");
    // The token says who looks; whether they may look is checked again on every read.
    const signedForStranger = t.app.uploads.urlFor(file.uuid, { kind: "seller", id: stranger.id });
    expect((await get(signedForStranger)).statusCode).toBe(404);
    const otherSecret = signAccess("not-the-secret", file.uuid, { kind: "seller", id: owner.id });
    expect((await get(`/api/files/${file.uuid}?access=${otherSecret}`)).statusCode).toBe(401);
  });

  it("refuses when another seller deletes it, and the file stays", async () => {
    const owner = await signedInSeller(t.app);
    const stranger = await signedInSeller(t.app);
    const file = await uploadIdImage(t.app, owner.token, "front");
    const response = await remove(file.uuid, stranger.token);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(en("server.fileNotFound"));
    expect((await get(`/api/files/${file.uuid}`, bearer(owner.token))).statusCode).toBe(200);
  });
});

describe("DELETE /api/files/{uuid}", () => {
  it("removes the seller's unsubmitted upload, bytes and all", async () => {
    const seller = await signedInSeller(t.app);
    const file = await uploadIdImage(t.app, seller.token, "front");
    const [row] = await t.database.db.select().from(files).where(eq(files.uuid, file.uuid));
    const response = await remove(file.uuid, seller.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: en("server.fileDeleted") });
    expect((await get(`/api/files/${file.uuid}`, bearer(seller.token))).statusCode).toBe(404);
    await expect(t.app.uploads.store.read(row?.storageKey ?? "")).rejects.toThrow();
    expect((await remove(file.uuid, seller.token)).statusCode).toBe(404);
  });

  it("says not found for something that is not a file id", async () => {
    const seller = await signedInSeller(t.app);
    for (const id of ["not-a-uuid", "..%2F..%2Fetc%2Fpasswd", "1"]) {
      const response = await remove(id, seller.token);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(en("server.fileNotFound"));
    }
  });

  it("takes a product image upload away too", async () => {
    const seller = await signedInSeller(t.app);
    const uploaded = await upload(t.app, seller.token, "/api/files/upload", "product", {
      bytes: await png(),
      fileName: "p.png",
    });
    expect((await remove(uploaded.json().data.uuid, seller.token)).statusCode).toBe(200);
  });
});
