import { createHash } from "node:crypto";
import { fileUrl, formatFileSize, UPLOAD_UNSUBMITTED_MAX, type UploadedFile } from "@seller/contract/files";
import { and, count, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { getSettings } from "../system/service";
import { checkImage } from "./image-check";
import type { FileStore } from "./storage";
import { type FilePurpose, fileAccessLog, files } from "./tables";

export type { FilePurpose };

export type FileRow = typeof files.$inferSelect;

/** Who looks at a file: its owner (a seller) or an operator, through one session, from one address. */
export type Viewer = { kind: "seller" | "operator"; id: number; sessionId: number; address: string };

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

/** The upload answer of spec section 3. */
export function describeFile(row: FileRow): UploadedFile {
  return {
    uuid: row.uuid,
    url: fileUrl(row.uuid),
    expires_at: row.submittedAt ? null : row.expiresAt.toISOString(),
    file_name: row.originalName,
    formatted_size: formatFileSize(row.sizeBytes),
    size_bytes: row.sizeBytes,
    mime_type: row.mime,
    width: row.width,
    height: row.height,
  };
}

/** Unsubmitted, undeleted, unexpired uploads the seller holds now. */
async function heldUploads(db: Queryable, sellerId: number, now: Date): Promise<number> {
  const [held] = await db
    .select({ count: count() })
    .from(files)
    .where(
      and(
        eq(files.ownerSellerId, sellerId),
        isNull(files.submittedAt),
        isNull(files.deletedAt),
        gt(files.expiresAt, now),
      ),
    );
  return held?.count ?? 0;
}

const tooManyUploads = () => new AppError("REQUEST_RATE_LIMIT", "server.tooManyUploads");

/**
 * Checks, cleans and stores an upload. Private disk space is not a free drop
 * box: a seller holds at most UPLOAD_UNSUBMITTED_MAX unsubmitted uploads. The
 * count and the insert happen under a transaction lock per seller, so a burst
 * of uploads sent at once cannot all pass the count. The bytes are written
 * first and the row after; if the row is refused or fails, the bytes are
 * removed again, so nothing is left half-stored.
 */
export async function storeUpload(
  db: Database,
  store: FileStore,
  input: { sellerId: number; purpose: FilePurpose; fileName: string; bytes: Buffer },
  now = new Date(),
): Promise<FileRow> {
  // A cheap refusal before the image work; the count that decides is the locked one below.
  if ((await heldUploads(db, input.sellerId, now)) >= UPLOAD_UNSUBMITTED_MAX) throw tooManyUploads();
  const image = await checkImage(input.bytes);
  const { uploadExpiryMinutes } = await getSettings(db);
  const storageKey = await store.write(image.bytes);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${input.sellerId}`}, 0))`,
      );
      if ((await heldUploads(tx, input.sellerId, now)) >= UPLOAD_UNSUBMITTED_MAX) throw tooManyUploads();
      const [row] = await tx
        .insert(files)
        .values({
          uuid: crypto.randomUUID(),
          ownerSellerId: input.sellerId,
          purpose: input.purpose,
          ...storedImageColumns(input.fileName, image, storageKey),
          createdAt: now,
          expiresAt: new Date(now.getTime() + uploadExpiryMinutes * 60_000),
        })
        .returning();
      if (!row) throw new Error("file insert returned no row");
      return row;
    });
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
export async function findVisibleFile(
  db: Queryable,
  fileUuid: string,
  viewer: Pick<Viewer, "kind" | "id">,
): Promise<FileRow> {
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
  await db.insert(fileAccessLog).values({
    fileUuid: row.uuid,
    viewerKind: viewer.kind,
    viewerId: viewer.id,
    sessionId: viewer.sessionId,
    address: viewer.address,
  });
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
 * Before images are deleted: a file stored before hashes were kept gets its
 * SHA-256 from its bytes now, so every deleted image leaves its hash behind.
 * A file whose bytes cannot be read keeps a null hash and is still deleted.
 */
export async function keepImageHashes(db: Database, store: FileStore, fileUuids: string[]): Promise<void> {
  const rows = await db
    .select({ uuid: files.uuid, storageKey: files.storageKey })
    .from(files)
    .where(and(inArray(files.uuid, fileUuids), isNull(files.sha256), isNull(files.deletedAt)));
  for (const row of rows) {
    const bytes = await store.read(row.storageKey).catch(() => undefined);
    if (!bytes) continue;
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    await db.update(files).set({ sha256 }).where(eq(files.uuid, row.uuid));
  }
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

/** What a files row records of a checked, re-encoded image: its name, shape, where it lies and its hash. */
function storedImageColumns(
  fileName: string,
  image: Awaited<ReturnType<typeof checkImage>>,
  storageKey: string,
) {
  return {
    originalName: sanitizeFileName(fileName),
    mime: image.mime,
    sizeBytes: image.bytes.length,
    width: image.width,
    height: image.height,
    storageKey,
    sha256: createHash("sha256").update(image.bytes).digest("hex"),
  };
}

/**
 * A buyer's transfer slip, sent with "I have paid" (DECISIONS "Store and storefront"): checked
 * and re-encoded like every upload, its bytes written before the order's transaction. `attach`
 * records it in that transaction (no seller owns it, so only operators can open it);
 * `discard` removes the bytes when the transaction failed or the order took no slip.
 */
export async function prepareSlip(store: FileStore, upload: { fileName: string; bytes: Buffer }) {
  const image = await checkImage(upload.bytes);
  const storageKey = await store.write(image.bytes);
  return {
    async attach(tx: Queryable, attachedTo: string, now = new Date()): Promise<string> {
      const [row] = await tx
        .insert(files)
        .values({
          uuid: crypto.randomUUID(),
          ownerSellerId: null,
          purpose: "payment_slip",
          ...storedImageColumns(upload.fileName, image, storageKey),
          createdAt: now,
          expiresAt: now,
          submittedAt: now,
          attachedTo,
        })
        .returning({ uuid: files.uuid });
      if (!row) throw new Error("file insert returned no row");
      return row.uuid;
    },
    discard: () => store.remove(storageKey),
  };
}
export type PreparedSlip = Awaited<ReturnType<typeof prepareSlip>>;
