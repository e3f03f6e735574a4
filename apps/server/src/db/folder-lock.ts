import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { resolve } from "node:path";

/** Another live process holds the folder: the message names both the folder and the process. */
export class FolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
    readonly since: string,
  ) {
    super(
      `the embedded database folder ${folder} is in use by process ${pid} (since ${since}); ` +
        "PGlite allows one process per folder: stop that process first, or check a copy of the folder",
    );
    this.name = "FolderInUseError";
  }
}

type Holder = { pid: number; folder: string; since: string };

/** The lock file sits beside the folder (data/pglite.lock), so a copy of the folder carries none. */
export const lockFileOf = (folder: string) => `${resolve(folder)}.lock`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, "utf8")) as Partial<Holder>;
    if (typeof holder.pid !== "number" || typeof holder.folder !== "string") return undefined;
    return { pid: holder.pid, folder: holder.folder, since: String(holder.since ?? "?") };
  } catch {
    return undefined;
  }
}

/**
 * PGlite is PostgreSQL in single-user mode: two processes on one folder each
 * believe they own its WAL, and a crash of either can leave it unopenable
 * (README "The embedded database"). The first process takes the lock file
 * (created exclusively, holding its pid); another is refused with FolderInUseError.
 * A lock whose process is gone (a crash, a kill -9), or that names this very
 * process (a container restarted as pid 1), or another folder (the data folder
 * was copied with its lock) is stale and taken over.
 * Returns the release, which removes the file if it is still this process's.
 */
export function lockFolder(folder: string): () => void {
  const file = lockFileOf(folder);
  const own: Holder = { pid: process.pid, folder: resolve(folder), since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      try {
        writeSync(fd, JSON.stringify(own));
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 2) throw error;
      const holder = readHolder(file);
      if (holder && holder.pid !== process.pid && holder.folder === own.folder && isAlive(holder.pid))
        throw new FolderInUseError(own.folder, holder.pid, holder.since);
      // Stale (or a half-written file of a process that died while writing it): take it over.
      try {
        unlinkSync(file);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== "ENOENT") throw unlinkError;
      }
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    if (readHolder(file)?.pid === process.pid) {
      try {
        unlinkSync(file);
      } catch {}
    }
  };
  // A process that ends without closing the database (process.exit) leaves no lock behind.
  process.on("exit", release);
  return release;
}
