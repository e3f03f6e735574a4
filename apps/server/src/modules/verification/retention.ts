import { and, eq, isNull, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { deleteFiles, keepImageHashes } from "../files/service";
import type { FileStore } from "../files/storage";
import { getSettings } from "../system/service";
import { verifications } from "./tables";

/**
 * Periodic job: the ID card images of a verification rejected more than
 * `rejectedIdentityRetentionDays` (a system setting, 30 by default) ago are
 * deleted. The verification row stays, so the decision and its reason remain
 * on record. An image reused by a later submission is attached to that one
 * and is kept.
 */
export async function purgeRejectedIdentityImages(
  db: Database,
  store: FileStore,
  now = new Date(),
): Promise<number> {
  const { rejectedIdentityRetentionDays } = await getSettings(db);
  const cutoff = new Date(now.getTime() - rejectedIdentityRetentionDays * 24 * 60 * 60 * 1000);
  const due = await db
    .select()
    .from(verifications)
    .where(
      and(
        eq(verifications.status, "rejected"),
        lte(verifications.reviewedAt, cutoff),
        isNull(verifications.imagesPurgedAt),
      ),
    )
    .limit(200);
  let removed = 0;
  for (const row of due) {
    removed += await deleteFiles(db, store, [row.frontFileUuid, row.backFileUuid], `verification:${row.id}`);
    await db.update(verifications).set({ imagesPurgedAt: now }).where(eq(verifications.id, row.id));
  }
  return removed;
}

/**
 * Periodic job: the ID card images of an identity approved more than
 * `approvedIdentityRetentionDays` (a system setting, 90 by default) ago are
 * deleted, as the platform information's PDPA text says. The verification
 * (real name, sealed ID number, the decision, who made it and when) stays,
 * and each image's SHA-256 stays on its file row, so the record still names
 * exactly which photos were reviewed.
 */
export async function purgeApprovedIdentityImages(
  db: Database,
  store: FileStore,
  now = new Date(),
): Promise<number> {
  const { approvedIdentityRetentionDays } = await getSettings(db);
  const cutoff = new Date(now.getTime() - approvedIdentityRetentionDays * 24 * 60 * 60 * 1000);
  const due = await db
    .select()
    .from(verifications)
    .where(
      and(
        eq(verifications.status, "approved"),
        lte(verifications.reviewedAt, cutoff),
        isNull(verifications.imagesPurgedAt),
      ),
    )
    .limit(200);
  let removed = 0;
  for (const row of due) {
    const images = [row.frontFileUuid, row.backFileUuid];
    await keepImageHashes(db, store, images);
    removed += await deleteFiles(db, store, images, `verification:${row.id}`);
    await db.update(verifications).set({ imagesPurgedAt: now }).where(eq(verifications.id, row.id));
  }
  return removed;
}
