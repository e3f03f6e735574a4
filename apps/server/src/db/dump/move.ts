import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { verifyLedger } from "../../modules/wallet/verify-ledger";
import { openPglite, openPostgres } from "../client";
import { runMigrations } from "../migrate";
import { differences, fingerprintTables } from "./compare";
import { foldersWithFiles, listFiles } from "./files";
import { createDumpWriter } from "./format";
import { dumpDatabase } from "./read-database";
import { ensureEmpty } from "./restore";
import { restoreDatabase } from "./write-database";

export type MoveResult = {
  rows: Record<string, number>;
  files: number;
  filesCopiedTo: string | undefined;
};

/** The tables the operator is told about by name after a move: the money and the orders. */
export const CHECKED_BY_NAME = ["accounts", "transfers", "orders"] as const;

const sha256 = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");

/**
 * Copies the embedded database under `folder` into the empty PostgreSQL at
 * `to`, and its files into `filesTo` when given, then compares every table
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
}): Promise<MoveResult> {
  if (!existsSync(options.folder)) throw new Error(`there is no embedded database under ${options.folder}`);
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
      return { rows: dumped, files: files.length, filesCopiedTo: options.filesTo };
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}
