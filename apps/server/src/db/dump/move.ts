import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, sep } from "node:path";
import { CATALOGUE_IMAGE_CACHING } from "../../modules/catalogue/images";
import type { FileStorage, ObjectMeta } from "../../modules/files/object-store";
import { verifyLedger } from "../../modules/wallet/verify-ledger";
import { openPglite, openPostgres } from "../client";
import { runMigrations } from "../migrate";
import { differences, fingerprintTables } from "./compare";
import { FILE_FOLDERS, foldersWithFiles, listFiles } from "./files";
import { createDumpWriter } from "./format";
import { dumpDatabase } from "./read-database";
import { ensureEmpty } from "./restore";
import { restoreDatabase } from "./write-database";

export type MoveResult = {
  rows: Record<string, number>;
  files: number;
  filesCopiedTo: string | undefined;
  /** Whether the files were copied into the object store (S3_BUCKET). */
  filesInObjectStore: boolean;
};

/** The tables the operator is told about by name after a move: the money and the orders. */
export const CHECKED_BY_NAME = ["accounts", "transfers", "orders"] as const;

const sha256 = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");

/** The object store's areas (one per folder under DATA_DIR) that already hold objects. */
async function areasWithObjects(storage: FileStorage): Promise<string[]> {
  const filled: string[] = [];
  for (const folder of FILE_FOLDERS) {
    if ((await storage.area(folder).list()).length > 0) filled.push(`${folder}/`);
  }
  return filled;
}

/**
 * What the app itself stores with each kind of file: catalogue pictures their
 * type and year-long caching (catalogue/images.ts), identity images nothing
 * (sealed bytes, served only through the authenticated route).
 */
function metaOf(folder: string, name: string): ObjectMeta {
  if (folder !== "catalogue-images") return {};
  return {
    contentType: name.endsWith(".webp") ? "image/webp" : undefined,
    cacheControl: CATALOGUE_IMAGE_CACHING,
  };
}

/**
 * Each file under DATA_DIR into its area of the object store under the same
 * name (DATA_DIR/uploads/ab/abcd… becomes uploads/ab/abcd…, as the app on
 * object storage names it), read back and compared byte for byte; then each
 * area must list exactly the files copied into it.
 */
async function copyIntoObjectStore(dataDir: string, files: string[], storage: FileStorage): Promise<void> {
  const expected = new Map<string, string[]>(FILE_FOLDERS.map((folder) => [folder, []]));
  for (const file of files) {
    const [folder = "", ...rest] = file.split(sep);
    const name = rest.join("/");
    const bytes = readFileSync(join(dataDir, file));
    const area = storage.area(folder);
    await area.put(name, bytes, metaOf(folder, name));
    if (!(await area.get(name)).equals(bytes)) throw new Error(`the object store's copy of ${file} differs`);
    expected.get(folder)?.push(name);
  }
  for (const [folder, names] of expected) {
    const listed = await storage.area(folder).list();
    if (listed.join("\n") !== names.sort().join("\n"))
      throw new Error(
        `the object store's ${folder}/ holds ${listed.length} objects, ${names.length} were copied`,
      );
  }
}

/**
 * Copies the embedded database under `folder` into the empty PostgreSQL at
 * `to`, and its files into `filesTo` or the object store when given (each
 * refused unless empty, before anything is written), then compares every table
 * (each account's balances, each transfer, each order among them) and each
 * file on both sides and runs the ledger check on the target. The embedded
 * folder stays locked by this process throughout, so nothing changes it
 * meanwhile; a running server holds it and must be stopped first.
 */
export async function move(options: {
  dataDir: string;
  folder: string;
  to: string;
  filesTo: string | undefined;
  /** Object storage (S3_BUCKET) the files are copied into, instead of staying under DATA_DIR. */
  objectStore?: { storage: FileStorage; name: string } | undefined;
}): Promise<MoveResult> {
  if (!existsSync(options.folder)) throw new Error(`there is no embedded database under ${options.folder}`);
  if (options.objectStore) {
    const { storage, name } = options.objectStore;
    await storage.check().catch((error: unknown) => {
      throw new Error(
        `${name} cannot be reached (${error instanceof Error ? error.message : String(error)})`,
      );
    });
    // As with the database: a move writes only where nothing is, so no two platforms' files mix.
    const filled = await areasWithObjects(storage);
    if (filled.length > 0)
      throw new Error(`${name} already holds files (${filled.join(", ")}): give an empty bucket`);
  }
  if (options.filesTo && foldersWithFiles(options.filesTo).length > 0) {
    throw new Error(
      `${options.filesTo} already holds files (${foldersWithFiles(options.filesTo).join(", ")}): give an empty folder`,
    );
  }
  const source = await openPglite(options.folder);
  const scratch = mkdtempSync(join(tmpdir(), "seller-move-"));
  try {
    // What the next start of this version would do; a folder from an older version is brought up to date.
    await runMigrations(source);
    const target = await openPostgres(options.to);
    try {
      await ensureEmpty(target, "the target PostgreSQL database");
      await runMigrations(target);
      // The same dump a backup writes, read from the folder this process already holds.
      const dumpPath = join(scratch, "move.dump.gz");
      const writer = createDumpWriter(dumpPath);
      const dumped = await dumpDatabase(source, (record) => writer.write(record));
      await writer.write({ end: true, rows: dumped, files: 0 });
      await writer.finish();
      await restoreDatabase(target, dumpPath);

      const mismatched = differences(await fingerprintTables(source), await fingerprintTables(target));
      if (mismatched.length > 0) {
        throw new Error(
          `the copy does not match the embedded database in: ${mismatched.join(", ")}; do not switch to it`,
        );
      }
      const breaches = await verifyLedger(target.db);
      if (breaches.length > 0) {
        throw new Error(
          `the ledger check fails on the copy (${breaches.map((breach) => breach.rule).join("; ")}); do not switch to it`,
        );
      }
      const files = listFiles(options.dataDir);
      if (options.filesTo) {
        for (const file of files) {
          const to = join(options.filesTo, file);
          mkdirSync(dirname(to), { recursive: true, mode: 0o700 });
          copyFileSync(join(options.dataDir, file), to);
          if (sha256(to) !== sha256(join(options.dataDir, file)))
            throw new Error(`the copy of ${file} differs`);
        }
      }
      if (options.objectStore) await copyIntoObjectStore(options.dataDir, files, options.objectStore.storage);
      return {
        rows: dumped,
        files: files.length,
        filesCopiedTo: options.filesTo,
        filesInObjectStore: options.objectStore !== undefined,
      };
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}
