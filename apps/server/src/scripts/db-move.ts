/**
 * `npm run db:move -- --to postgresql://… [--files-to DIR]`: copies the
 * embedded database under DATA_DIR into an empty PostgreSQL database, checks
 * the copy table by table and with the ledger check, and copies the files
 * when asked, into a folder or into the object store that S3_BUCKET names
 * (db/dump/move.ts).
 */
import { join } from "node:path";
import { z } from "zod";
import { loadConfig } from "../config";
import { CHECKED_BY_NAME, move } from "../db/dump/move";
import { FolderInUseError } from "../db/folder-lock";
import { s3Storage } from "../modules/files/s3-object-store";
import { failArguments, fromCaller, readArguments, run } from "./database-command";

const USAGE = `Usage: npm run db:move -- --to postgresql://USER@HOST:PORT/DATABASE [--files-to DIR]
  Copies the embedded database under DATA_DIR (stop the server first) into the empty
  PostgreSQL database named by --to, then checks that every table, every account's
  balance, every transfer and every order match and that the ledger check holds there.
  The files (identity images, catalogue pictures) stay under DATA_DIR, where nodes on
  PostgreSQL read them too, or are copied into DIR with --files-to (another node's
  DATA_DIR, or a shared folder). With S3_BUCKET set (and S3_ENDPOINT, S3_ACCESS_KEY_ID,
  S3_SECRET_ACCESS_KEY as the nodes will have them) they are copied into that object
  store instead, read back and compared; a bucket that already holds the platform's
  files (uploads/, catalogue-images/) is refused, as a non-empty database is. Then start
  with DATABASE_URL set to the target, the same S3_* settings, and DATA_ENCRYPTION_KEY
  set to the key in DATA_DIR/data-encryption.key.`;

const { values } = readArguments(USAGE, { to: { type: "string" }, "files-to": { type: "string" } }, 0);
if (!values.to) failArguments(USAGE, "where to? name the PostgreSQL database with --to");
const to = z.url({ protocol: /^postgres(ql)?$/ }).safeParse(values.to);
if (!to.success) failArguments(USAGE, `--to ${values.to} is not a postgresql:// URL`);
const filesTo = values["files-to"] ? fromCaller(values["files-to"]) : undefined;

await run("db:move", async () => {
  const config = loadConfig();
  const { objectStorage } = config;
  if (objectStorage && filesTo)
    failArguments(USAGE, "S3_BUCKET is set: the files go to the object store, not to --files-to");
  const bucket = objectStorage
    ? `the object store's bucket ${objectStorage.bucket}${objectStorage.endpoint ? ` at ${objectStorage.endpoint}` : ""}`
    : "";
  const storage = objectStorage ? s3Storage(objectStorage) : undefined;
  const started = performance.now();
  const result = await move({
    dataDir: config.dataDir,
    folder: join(config.dataDir, "pglite"),
    to: to.data,
    filesTo,
    objectStore: storage ? { storage, name: bucket } : undefined,
  })
    .catch((error: unknown) => {
      if (error instanceof FolderInUseError)
        throw new Error(
          `${error.message}. A move copies a database nobody writes to: stop the server, then move`,
        );
      throw error;
    })
    .finally(() => storage?.close());
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const target = new URL(to.data);
  target.password = "";
  console.log(`db:move: PGlite under ${config.dataDir} copied into ${target} in ${seconds} s`);
  for (const table of CHECKED_BY_NAME)
    console.log(`  ${table}: ${result.rows[table] ?? 0} rows, each identical`);
  console.log(`  every other table identical; ledger:verify holds on the target`);
  console.log(
    result.filesInObjectStore
      ? `  ${result.files} files copied into ${bucket} and compared`
      : result.filesCopiedTo
        ? `  ${result.files} files copied to ${result.filesCopiedTo} and compared`
        : `  ${result.files} files stay under ${config.dataDir} (uploads, catalogue-images): nodes on PostgreSQL read them there`,
  );
  console.log(
    "  next: start with DATABASE_URL set to the target and DATA_ENCRYPTION_KEY set to the data key",
  );
});
