import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deleteStaleAttemptCounters, takeAttempt } from "./modules/auth/attempt-counter";
import { createSession, deleteEndedSessions, revokeSession } from "./modules/auth/sessions";
import { attemptCounters, sessions } from "./modules/auth/tables";
import { hashToken } from "./modules/auth/tokens";
import { removeExpiredUploads } from "./modules/files/service";
import { files } from "./modules/files/tables";
import { setSetting } from "./modules/system/service";
import { purgeRejectedIdentityImages } from "./modules/verification/retention";
import { verifications } from "./modules/verification/tables";
import { bearer, signedInSeller, useTestApp } from "./test/app";
import { signedInOperator } from "./test/operator";
import { uploadIdImage } from "./test/uploads";
import { submitVerification, submitWithImages, uniqueThaiId } from "./test/verification";

const t = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

const fileRow = async (uuid: string) =>
  (await t.database.db.select().from(files).where(eq(files.uuid, uuid)))[0];

async function rejected(daysAgo: number) {
  const seller = await signedInSeller(t.app);
  const { response, front, back } = await submitWithImages(t.app, seller.token);
  const id = response.json().data.id as number;
  const operator = await signedInOperator(t.app, t.database.db);
  await t.app.inject({
    method: "POST",
    url: `/api/admin/verifications/${id}/reject`,
    headers: bearer(operator.token),
    payload: { reason: "blurred" },
  });
  await t.database.db
    .update(verifications)
    .set({ reviewedAt: new Date(Date.now() - daysAgo * DAY) })
    .where(eq(verifications.id, id));
  return { seller, id, front, back };
}

describe("removing expired uploads", () => {
  it("deletes uploads never submitted once they expire, bytes and all, and keeps the rest", async () => {
    const seller = await signedInSeller(t.app);
    const stale = await uploadIdImage(t.app, seller.token, "front");
    const fresh = await uploadIdImage(t.app, seller.token, "back");
    await t.database.db
      .update(files)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(files.uuid, stale.uuid));
    const staleKey = (await fileRow(stale.uuid))?.storageKey ?? "";

    expect(await removeExpiredUploads(t.database.db, t.app.uploads.store)).toBeGreaterThanOrEqual(1);
    expect((await fileRow(stale.uuid))?.deletedAt).toBeInstanceOf(Date);
    await expect(t.app.uploads.store.read(staleKey)).rejects.toThrow();
    expect((await fileRow(fresh.uuid))?.deletedAt).toBeNull();
  });

  it("never removes a submitted image, however old", async () => {
    const seller = await signedInSeller(t.app);
    const { front } = await submitWithImages(t.app, seller.token);
    await t.database.db
      .update(files)
      .set({ expiresAt: new Date(Date.now() - DAY) })
      .where(eq(files.uuid, front.uuid));
    await removeExpiredUploads(t.database.db, t.app.uploads.store);
    expect((await fileRow(front.uuid))?.deletedAt).toBeNull();
  });
});

describe("retention of identity images of rejected verifications", () => {
  it("deletes them 30 days after the rejection, keeping the decision and its reason", async () => {
    const old = await rejected(31);
    const recent = await rejected(29);
    await purgeRejectedIdentityImages(t.database.db, t.app.uploads.store);

    expect((await fileRow(old.front.uuid))?.deletedAt).toBeInstanceOf(Date);
    expect((await fileRow(old.back.uuid))?.deletedAt).toBeInstanceOf(Date);
    expect((await fileRow(recent.front.uuid))?.deletedAt).toBeNull();
    const own = await t.app.inject({
      method: "GET",
      url: "/api/sellers/verification",
      headers: bearer(old.seller.token),
    });
    expect(own.json().data).toMatchObject({
      status: "rejected",
      reject_reason: "blurred",
      id_card_front_url: null,
      id_card_back_url: null,
    });
  });

  it("follows the retention setting", async () => {
    const case7 = await rejected(8);
    await setSetting(t.database.db, "rejectedIdentityRetentionDays", 7);
    try {
      await purgeRejectedIdentityImages(t.database.db, t.app.uploads.store);
    } finally {
      await setSetting(t.database.db, "rejectedIdentityRetentionDays", 30);
    }
    expect((await fileRow(case7.front.uuid))?.deletedAt).toBeInstanceOf(Date);
  });

  it("keeps an image the seller reused in a new submission", async () => {
    const old = await rejected(40);
    const back = await uploadIdImage(t.app, old.seller.token, "back");
    const again = await submitVerification(t.app, old.seller.token, {
      real_name: "Somchai Jaidee",
      id_card_number: uniqueThaiId(),
      id_card_front_url: old.front.uuid,
      id_card_back_url: back.uuid,
    });
    expect(again.statusCode).toBe(201);
    await purgeRejectedIdentityImages(t.database.db, t.app.uploads.store);
    expect((await fileRow(old.front.uuid))?.deletedAt).toBeNull();
    expect((await fileRow(old.back.uuid))?.deletedAt).toBeInstanceOf(Date);
  });
});

describe("cleaning up sign-in records", () => {
  it("deletes sessions that ended more than a day ago and keeps the rest", async () => {
    const seller = await signedInSeller(t.app);
    const owner = { kind: "seller" as const, ownerId: seller.id };
    const session = async (issuedDaysAgo: number, remember: boolean) => {
      const { token } = await createSession(
        t.database.db,
        { ...owner, remember },
        new Date(Date.now() - issuedDaysAgo * DAY),
      );
      const [row] = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      return row?.id ?? 0;
    };
    const expiredLongAgo = await session(3, false);
    const revokedLongAgo = await session(3, true);
    await revokeSession(t.database.db, revokedLongAgo, new Date(Date.now() - 2 * DAY));
    const expiredRecently = await session(1.5, false);

    await deleteEndedSessions(t.database.db);
    const left = (await t.database.db.select().from(sessions).where(eq(sessions.ownerId, seller.id))).map(
      (r) => r.id,
    );
    expect(left).not.toContain(expiredLongAgo);
    expect(left).not.toContain(revokedLongAgo);
    expect(left).toContain(expiredRecently);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/sellers/profile",
      headers: bearer(seller.token),
    });
    expect(me.statusCode).toBe(200);
  });

  it("deletes attempt counters whose window is long over", async () => {
    const limit = { max: 5, windowMs: 60_000 };
    await takeAttempt(t.database.db, "job-test-old", limit, new Date(Date.now() - 2 * DAY));
    await takeAttempt(t.database.db, "job-test-new", limit);
    await deleteStaleAttemptCounters(t.database.db, DAY);
    const keys = (await t.database.db.select().from(attemptCounters)).map((row) => row.key);
    expect(keys).toContain("job-test-new");
    expect(keys).not.toContain("job-test-old");
  });
});
