import { createHash } from "node:crypto";
import { LANGUAGES } from "@seller/contract/languages";
import { loadPlatformInfo } from "@seller/contract/platform-info";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, signedInSeller, useTestApp } from "../../test/app";
import { signedInOperator } from "../../test/operator";
import { submitWithImages } from "../../test/verification";
import { call } from "../../test/wallet";
import { files } from "../files/tables";
import { defaultSettings, setSetting } from "../system/service";
import { purgeApprovedIdentityImages } from "./retention";
import { verifications } from "./tables";

const t = useTestApp();

const DAY = 24 * 60 * 60 * 1000;
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);

const fileRow = async (uuid: string) => {
  const [row] = await t.app.db.select().from(files).where(eq(files.uuid, uuid));
  if (!row) throw new Error(`no file ${uuid}`);
  return row;
};
/**
 * The bytes as they lie in the uploads area (the folder, or the bucket under TEST_OBJECT_STORE=s3):
 * what a copy of the disk or of the bucket gives away.
 */
const storedName = (key: string) => `${key.slice(0, 2)}/${key}`;
const stored = {
  read: (key: string) => t.app.fileStorage.area("uploads").get(storedName(key)),
  write: (key: string, bytes: Buffer) => t.app.fileStorage.area("uploads").put(storedName(key), bytes),
};
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

const view = (token: string, uuid: string) =>
  t.app.inject({ method: "GET", url: `/api/files/${uuid}`, headers: bearer(token) });

/** A seller whose identity was approved `daysAgo` days ago. */
async function approved(daysAgo: number) {
  const seller = await signedInSeller(t.app);
  const { response, front, back } = await submitWithImages(t.app, seller.token);
  const id = response.json().data.id as number;
  const operator = await signedInOperator(t.app, t.app.db);
  const decided = await call(t.app, operator.token, "POST", `/api/admin/verifications/${id}/approve`, {});
  expect(decided.statusCode, decided.body).toBe(200);
  await t.app.db
    .update(verifications)
    .set({ reviewedAt: new Date(Date.now() - daysAgo * DAY) })
    .where(eq(verifications.id, id));
  return { seller, operator, id, front, back };
}

describe("ID images sealed at rest (ARCHITECTURE Files)", () => {
  it("keeps no readable image in the uploads folder, and serves the image only through the signed-in route", async () => {
    const seller = await signedInSeller(t.app);
    const { front } = await submitWithImages(t.app, seller.token);
    const row = await fileRow(front.uuid);
    const kept = await stored.read(row.storageKey);
    expect(kept.subarray(0, 3).equals(JPEG_START)).toBe(false);
    expect(kept.subarray(0, 8).toString()).toBe("SCSEAL01");

    const served = await view(seller.token, front.uuid);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.rawPayload.subarray(0, 3).equals(JPEG_START)).toBe(true);
    expect(sha256(served.rawPayload)).toBe(row.sha256);
    // The plain image appears nowhere in what is stored.
    expect(kept.includes(served.rawPayload.subarray(0, 64))).toBe(false);
    expect((await t.app.inject({ method: "GET", url: `/api/files/${front.uuid}` })).statusCode).toBe(401);
    const other = await signedInSeller(t.app);
    expect((await view(other.token, front.uuid)).statusCode).toBe(404);
  });

  it("still serves an image stored before sealing, as it is", async () => {
    const seller = await signedInSeller(t.app);
    const { front } = await submitWithImages(t.app, seller.token);
    const row = await fileRow(front.uuid);
    const plain = (await view(seller.token, front.uuid)).rawPayload;
    // As the folder held it before sealing: the plain JPEG.
    await stored.write(row.storageKey, plain);
    const served = await view(seller.token, front.uuid);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(plain)).toBe(true);
  });

  it("refuses a sealed image that was altered on disk, without a server error", async () => {
    const seller = await signedInSeller(t.app);
    const { front } = await submitWithImages(t.app, seller.token);
    const key = (await fileRow(front.uuid)).storageKey;
    const altered = await stored.read(key);
    altered[altered.length - 20] = (altered[altered.length - 20] ?? 0) ^ 0xff;
    await stored.write(key, altered);
    expect((await view(seller.token, front.uuid)).statusCode).toBe(404);
  });
});

describe("retention of an approved identity's images (platform information, PDPA)", () => {
  it("deletes them after the retention period, keeping the decision and each image's SHA-256", async () => {
    const old = await approved(91);
    const recent = await approved(89);
    const hashes = [(await fileRow(old.front.uuid)).sha256, (await fileRow(old.back.uuid)).sha256];
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash ?? ""))).toBe(true);

    expect(await purgeApprovedIdentityImages(t.app.db, t.app.uploads.store)).toBeGreaterThanOrEqual(2);

    for (const [uuid, hash] of [
      [old.front.uuid, hashes[0]],
      [old.back.uuid, hashes[1]],
    ] as const) {
      const row = await fileRow(uuid);
      expect(row.deletedAt).toBeInstanceOf(Date);
      expect(row.sha256).toBe(hash);
      await expect(stored.read(row.storageKey)).rejects.toThrow();
    }
    expect((await fileRow(recent.front.uuid)).deletedAt).toBeNull();
    expect((await view(recent.seller.token, recent.front.uuid)).statusCode).toBe(200);
    expect((await view(old.seller.token, old.front.uuid)).statusCode).toBe(404);

    // The decision stays: the seller is still verified, the operator still sees the review.
    const own = (await call(t.app, old.seller.token, "GET", "/api/sellers/verification")).json().data;
    expect(own).toMatchObject({ status: "verified", id_card_front_url: null, id_card_back_url: null });
    const review = await call(t.app, old.operator.token, "GET", `/api/admin/verifications/${old.id}`);
    expect(review.statusCode).toBe(200);
    expect(review.json().data).toMatchObject({ status: "verified" });
  });

  it("follows the retention setting, and hashes an image stored before hashes were kept", async () => {
    const case7 = await approved(8);
    await t.app.db.update(files).set({ sha256: null }).where(eq(files.uuid, case7.front.uuid));
    const plain = (await view(case7.seller.token, case7.front.uuid)).rawPayload;
    await purgeApprovedIdentityImages(t.app.db, t.app.uploads.store);
    expect((await fileRow(case7.front.uuid)).deletedAt).toBeNull();

    await setSetting(t.app.db, "approvedIdentityRetentionDays", 7);
    try {
      await purgeApprovedIdentityImages(t.app.db, t.app.uploads.store);
    } finally {
      await setSetting(t.app.db, "approvedIdentityRetentionDays", 90);
    }
    const row = await fileRow(case7.front.uuid);
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(row.sha256).toBe(sha256(plain));
  });

  it("is the period the platform information's PDPA text states, in every language", async () => {
    const days = String(defaultSettings().approvedIdentityRetentionDays);
    for (const language of LANGUAGES) {
      const body = (await loadPlatformInfo(language)).privacy.sections.identity.body;
      expect(body, language).toContain(days);
      expect(body, language).toContain("SHA-256");
    }
  });
});
