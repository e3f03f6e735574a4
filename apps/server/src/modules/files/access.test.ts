import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, en, inEnglish, signedInSeller, useTestApp } from "../../test/app";
import { signedInOperator } from "../../test/operator";
import { png, upload, uploadIdImage } from "../../test/uploads";
import { sessions } from "../auth/tables";
import { hashToken } from "../auth/tokens";
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

  it("opens the url the upload answered only with the owner's bearer token: no link works alone", async () => {
    const seller = await signedInSeller(t.app);
    const file = await uploadIdImage(t.app, seller.token, "front");
    expect(file.url).toBe(`/api/files/${file.uuid}`);
    const alone = await get(file.url);
    expect(alone.statusCode).toBe(401);
    expect(alone.json()).toMatchObject({ code: "AUTH_TOKEN_INVALID", message: en("server.tokenMissing") });
    // What a capability link used to carry opens nothing now.
    expect((await get(`${file.url}?access=${"A".repeat(60)}`)).statusCode).toBe(401);
    expect((await get(file.url, bearer(seller.token))).statusCode).toBe(200);
  });

  it("stops opening once the seller has logged out", async () => {
    const seller = await signedInSeller(t.app);
    const file = await uploadIdImage(t.app, seller.token, "front");
    await t.app.inject({ method: "POST", url: "/api/sellers/logout", headers: bearer(seller.token) });
    const response = await get(file.url, bearer(seller.token));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("AUTH_TOKEN_INVALID");
  });

  it("stops opening for an operator who logged out", async () => {
    const seller = await signedInSeller(t.app);
    const file = await uploadIdImage(t.app, seller.token, "front");
    const operator = await signedInOperator(t.app, t.database.db);
    expect((await get(file.url, bearer(operator.token))).statusCode).toBe(200);
    await t.app.inject({ method: "POST", url: "/api/admin/logout", headers: bearer(operator.token) });
    expect((await get(file.url, bearer(operator.token))).statusCode).toBe(401);
  });

  it("lets an operator see any seller's image", async () => {
    const seller = await signedInSeller(t.app);
    const file = await uploadIdImage(t.app, seller.token, "front");
    const operator = await signedInOperator(t.app, t.database.db);
    expect((await get(`/api/files/${file.uuid}`, bearer(operator.token))).statusCode).toBe(200);
  });

  it("records every look at an image: who, through which session, from which address, and when", async () => {
    const seller = await signedInSeller(t.app);
    const operator = await signedInOperator(t.app, t.database.db);
    const file = await uploadIdImage(t.app, seller.token, "front");
    await t.app.inject({
      method: "GET",
      url: file.url,
      headers: bearer(seller.token),
      remoteAddress: "203.0.113.7",
    });
    await t.app.inject({
      method: "GET",
      url: file.url,
      headers: bearer(operator.token),
      remoteAddress: "198.51.100.9",
    });
    await get(file.url); // refused: not recorded
    const sessionOf = async (token: string) =>
      (
        await t.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)))
      )[0]?.id;
    const log = await t.database.db.select().from(fileAccessLog).where(eq(fileAccessLog.fileUuid, file.uuid));
    expect(log.map((row) => [row.viewerKind, row.viewerId, row.sessionId, row.address])).toEqual([
      ["seller", seller.id, await sessionOf(seller.token), "203.0.113.7"],
      ["operator", operator.id, await sessionOf(operator.token), "198.51.100.9"],
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
