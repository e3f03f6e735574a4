import { formatFileSize, UPLOAD_UNSUBMITTED_MAX, type UploadedFile } from "@seller/contract/files";
import { and, count, eq, gt, inArray, isNull, lte } from "drizzle-orm";
import type { Database, Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { getSettings } from "../system/service";
import type { Viewer } from "./access-token";
import { checkImage } from "./image-check";
import type { FileStore } from "./storage";
import { type FilePurpose, fileAccessLog, files } from "./tables";

export type FileRow = typeof files.$inferSelect;

/** A name safe to show and to put in a header: no path, no control or quote characters, 100 at most. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}"\\<>|:*?]/gu, "")
    .trim()
    .slice(-100);
  return clean.length > 0 && clean !== "." && clean !== ".." ? clean : "image";
}

/** The upload answer of spec section 3; `url` is made by the caller for its viewer. */
export function describeFile(row: FileRow, url: string): UploadedFile {
  return {
    uuid: row.uuid,
    url,
    expires_at: row.submittedAt ? null : row.expiresAt.toISOString(),
    file_name: row.originalName,
    formatted_size: formatFileSize(row.sizeBytes),
    size_bytes: row.sizeBytes,
    mime_type: row.mime,
    width: row.width,
    height: row.height,
  };
}

/**
 * Checks, cleans and stores an upload. The bytes are written first and the
 * row after; if the row cannot be written the bytes are removed again, so
 * nothing is left half-stored.
 */
export async function storeUpload(
  db: Database,
  store: FileStore,
  input: { sellerId: number; purpose: FilePurpose; fileName: string; bytes: Buffer },
  now = new Date(),
): Promise<FileRow> {
  // Private disk space is not a free drop box: a seller holds a few unsubmitted uploads at a time.
  const [held] = await db
    .select({ count: count() })
    .from(files)
    .where(
      and(
        eq(files.ownerSellerId, input.sellerId),
        isNull(files.submittedAt),
        isNull(files.deletedAt),
        gt(files.expiresAt, now),
      ),
    );
  if ((held?.count ?? 0) >= UPLOAD_UNSUBMITTED_MAX)
    throw new AppError("REQUEST_RATE_LIMIT", "server.tooManyUploads");
  const image = await checkImage(input.bytes);
  const { uploadExpiryMinutes } = await getSettings(db);
  const storageKey = await store.write(image.bytes);
  try {
    const [row] = await db
      .insert(files)
      .values({
        uuid: crypto.randomUUID(),
        ownerSellerId: input.sellerId,
        purpose: input.purpose,
        originalName: sanitizeFileName(input.fileName),
        mime: image.mime,
        sizeBytes: image.bytes.length,
        width: image.width,
        height: image.height,
        storageKey,
        createdAt: now,
        expiresAt: new Date(now.getTime() + uploadExpiryMinutes * 60_000),
      })
      .returning();
    if (!row) throw new Error("file insert returned no row");
    return row;
  } catch (error) {
    await store.remove(storageKey);
    throw error;
  }
}

/**
 * A file the viewer may see: its owner or any operator. Another seller gets
 * the same "not found" as for a file that does not exist, so a guessed uuid
 * reveals nothing.
 */
export async function findVisibleFile(db: Queryable, fileUuid: string, viewer: Viewer): Promise<FileRow> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.uuid, fileUuid), isNull(files.deletedAt)));
  if (!row || (viewer.kind === "seller" && row.ownerSellerId !== viewer.id)) {
    throw new AppError("REQUEST_NOT_FOUND", "server.fileNotFound");
  }
  return row;
}

/** Reads a file's bytes for a viewer and records who looked, and when. */
export async function openFile(db: Database, store: FileStore, fileUuid: string, viewer: Viewer) {
  const row = await findVisibleFile(db, fileUuid, viewer);
  const bytes = await store.read(row.storageKey).catch(() => {
    throw new AppError("REQUEST_NOT_FOUND", "server.fileNotFound");
  });
  await db.insert(fileAccessLog).values({ fileUuid: row.uuid, viewerKind: viewer.kind, viewerId: viewer.id });
  return { row, bytes };
}

/**
 * The seller removes an upload they have not submitted yet (spec section 4:
 * the page deletes its unsubmitted uploads when left). A submitted file is
 * evidence of a verification and stays.
 */
export async function deleteOwnFile(db: Database, store: FileStore, sellerId: number, fileUuid: string) {
  const storageKey = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(files)
      .where(and(eq(files.uuid, fileUuid), eq(files.ownerSellerId, sellerId), isNull(files.deletedAt)))
      .for("update");
    if (!row) throw new AppError("REQUEST_NOT_FOUND", "server.fileNotFound");
    if (row.submittedAt) throw new AppError("REQUEST_VALIDATION_ERROR", "server.fileInUse");
    await tx.update(files).set({ deletedAt: new Date() }).where(eq(files.uuid, row.uuid));
    return row.storageKey;
  });
  // After commit: if removing the bytes fails, the row already says deleted and nobody can read it.
  await store.remove(storageKey);
}

/**
 * The seller's own files, locked for a submission in the caller's transaction.
 * Only files that exist, are not deleted, and are either unexpired or already
 * part of one of this seller's earlier (rejected) submissions are returned.
 */
export async function lockOwnFilesForSubmission(
  tx: Queryable,
  sellerId: number,
  fileUuids: string[],
  now = new Date(),
): Promise<Map<string, FileRow>> {
  const rows = await tx
    .select()
    .from(files)
    .where(and(inArray(files.uuid, fileUuids), eq(files.ownerSellerId, sellerId), isNull(files.deletedAt)))
    .for("update");
  const usable = rows.filter((row) => row.submittedAt !== null || row.expiresAt.getTime() > now.getTime());
  return new Map(usable.map((row) => [row.uuid, row]));
}

/** Marks files as used by a submission: they no longer expire and the seller cannot delete them. */
export async function attachFiles(tx: Queryable, fileUuids: string[], attachedTo: string, now = new Date()) {
  await tx.update(files).set({ submittedAt: now, attachedTo }).where(inArray(files.uuid, fileUuids));
}

/**
 * Deletes files by uuid (the bytes and the row's state), for the periodic
 * jobs. Only files still attached to `attachedTo`, when given, are touched.
 */
export async function deleteFiles(
  db: Database,
  store: FileStore,
  fileUuids: string[],
  attachedTo?: string,
): Promise<number> {
  if (fileUuids.length === 0) return 0;
  const conditions = [inArray(files.uuid, fileUuids), isNull(files.deletedAt)];
  if (attachedTo) conditions.push(eq(files.attachedTo, attachedTo));
  const removed = await db
    .update(files)
    .set({ deletedAt: new Date() })
    .where(and(...conditions))
    .returning({ storageKey: files.storageKey });
  for (const { storageKey } of removed) await store.remove(storageKey);
  return removed.length;
}

/** Periodic job: uploads never submitted are removed once they expire (ARCHITECTURE.md "Files"). */
export async function removeExpiredUploads(
  db: Database,
  store: FileStore,
  now = new Date(),
): Promise<number> {
  const expired = await db
    .select({ uuid: files.uuid })
    .from(files)
    .where(and(isNull(files.submittedAt), isNull(files.deletedAt), lte(files.expiresAt, now)))
    .limit(500);
  if (expired.length === 0) return 0;
  // The condition is checked again in the update, so a file submitted meanwhile is kept.
  const removed = await db
    .update(files)
    .set({ deletedAt: now })
    .where(
      and(
        inArray(
          files.uuid,
          expired.map((row) => row.uuid),
        ),
        isNull(files.submittedAt),
        isNull(files.deletedAt),
      ),
    )
    .returning({ storageKey: files.storageKey });
  for (const { storageKey } of removed) await store.remove(storageKey);
  return removed.length;
}
