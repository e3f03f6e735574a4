import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DatabaseFolderError, openDatabase } from "./client";
import { FolderInUseError, lockFileOf, lockFolder } from "./folder-lock";

const base = mkdtempSync(join(tmpdir(), "seller-folder-lock-"));
const sleeper = spawn("sleep", ["600"], { stdio: "ignore" });
afterAll(() => {
  sleeper.kill();
  chmodSync(base, 0o700);
  rmSync(base, { recursive: true, force: true });
});

/** What another process's lock file says (the server writes the same shape). */
function lockHeldBy(folder: string, pid: number, holderFolder = folder) {
  writeFileSync(
    lockFileOf(folder),
    JSON.stringify({ pid, folder: holderFolder, since: "2026-11-27T00:00:00Z" }),
  );
}

describe("one process per embedded database folder", () => {
  it("refuses a folder a live process holds, naming the folder and the process", () => {
    const folder = join(base, "held");
    lockHeldBy(folder, sleeper.pid as number);
    expect(() => lockFolder(folder)).toThrow(FolderInUseError);
    expect(() => lockFolder(folder)).toThrow(`${folder} is in use by process ${sleeper.pid}`);
  });

  it("takes over the lock of a process that is gone, and of a copied folder", () => {
    const dead = spawnSync("true").pid;
    const folder = join(base, "stale");
    lockHeldBy(folder, dead);
    const release = lockFolder(folder);
    expect(() => lockFolder(folder)).not.toThrow(); // the same process may reopen what it holds
    release();
    expect(existsSync(lockFileOf(folder))).toBe(false);

    // The whole data folder copied while its server ran: the lock names the original folder.
    const copy = join(base, "copy");
    lockHeldBy(copy, sleeper.pid as number, join(base, "original"));
    lockFolder(copy)();
  });

  it("a second opening of a database folder is refused before PGlite touches it", async () => {
    const dataDir = join(base, "opened");
    mkdirSync(dataDir);
    lockHeldBy(join(dataDir, "pglite"), sleeper.pid as number);
    await expect(openDatabase({ dataDir })).rejects.toThrow(FolderInUseError);
    expect(existsSync(join(dataDir, "pglite", "PG_VERSION"))).toBe(false);
  });

  it.skipIf(process.getuid?.() === 0)("names a folder it may not write in one line", async () => {
    const dataDir = join(base, "read-only");
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o500);
    const failure = await openDatabase({ dataDir }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseFolderError);
    expect((failure as Error).message).toBe(
      `the embedded database folder ${join(dataDir, "pglite")} cannot be used: this process may not write there (read-only folder or file system, or another owner)`,
    );
  });
});
