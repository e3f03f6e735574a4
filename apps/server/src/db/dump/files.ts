import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, normalize, sep } from "node:path";
import { isFile, readDump } from "./format";
import type { Emit } from "./read-database";

/**
 * The folders under DATA_DIR that hold the platform's files: identity images
 * (sealed with the data key, so a dump carries them sealed) and catalogue
 * pictures. The key file is not among them: it is kept apart from the data
 * it protects (README "Personal data at rest").
 */
export const FILE_FOLDERS = ["uploads", "catalogue-images"] as const;

/** Every file of the folders, as paths under DATA_DIR, skipping files still being written (*.partial). */
export function listFiles(dataDir: string): string[] {
  const found: string[] = [];
  for (const folder of FILE_FOLDERS) {
    const root = join(dataDir, folder);
    if (!existsSync(root)) continue;
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || entry.name.endsWith(".partial")) continue;
      found.push(join(entry.parentPath, entry.name).slice(dataDir.length + 1));
    }
  }
  return found.sort();
}

export async function dumpFiles(dataDir: string, emit: Emit): Promise<number> {
  const files = listFiles(dataDir);
  for (const file of files) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(dataDir, file));
    } catch (error) {
      // Removed since it was listed (an expired upload's clean-up): nothing to keep.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    await emit({ file: file.split(sep).join("/"), data: bytes.toString("base64") });
  }
  return files.length;
}

/** The file folders under DATA_DIR that already hold files: a restore does not mix two platforms' files. */
export function foldersWithFiles(dataDir: string): string[] {
  return FILE_FOLDERS.filter((folder) =>
    listFiles(dataDir).some((file) => file.startsWith(`${folder}${sep}`)),
  );
}

/** A dump's path, checked: under one of the folders, never climbing out of DATA_DIR. */
function safePath(file: string): string {
  const path = normalize(file);
  if (!FILE_FOLDERS.some((folder) => path.startsWith(`${folder}${sep}`)) || path.split(sep).includes("..")) {
    throw new Error(`the dump names a file outside the platform's folders: ${file}`);
  }
  return path;
}

/**
 * Writes the dump's files into a staging folder under DATA_DIR; the returned
 * commit moves each folder into place (after the database has committed),
 * the returned abort removes the staging folder.
 */
export async function stageFiles(dumpPath: string, dataDir: string) {
  const staging = join(dataDir, `.restoring-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  try {
    for await (const record of readDump(dumpPath)) {
      if (Array.isArray(record) || !isFile(record)) continue;
      const target = join(staging, safePath(record.file));
      mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
      writeFileSync(target, Buffer.from(record.data, "base64"), { mode: 0o600 });
    }
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return {
    commit() {
      for (const folder of FILE_FOLDERS) {
        const staged = join(staging, folder);
        if (!existsSync(staged)) continue;
        // Only empty folders are replaced (foldersWithFiles was checked first).
        rmSync(join(dataDir, folder), { recursive: true, force: true });
        renameSync(staged, join(dataDir, folder));
      }
      rmSync(staging, { recursive: true, force: true });
    },
    abort() {
      rmSync(staging, { recursive: true, force: true });
    },
  };
}
