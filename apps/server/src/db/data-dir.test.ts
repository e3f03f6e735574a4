import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";

const base = mkdtempSync(join(tmpdir(), "seller-data-dir-"));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe("the embedded database's folder", () => {
  it("is made the owner's alone, so no other user of the machine reaches the database files", async () => {
    const dataDir = join(base, "fresh", "data");
    const database = await openDatabase({ dataDir });
    await database.close();
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(dataDir, "pglite"))).toBe(0o700);
  }, 120_000);

  it("tightens a database folder an earlier version left open, and leaves an existing DATA_DIR as it is", async () => {
    const dataDir = join(base, "older");
    mkdirSync(join(dataDir, "pglite"), { recursive: true });
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, "pglite"), 0o777);
    const database = await openDatabase({ dataDir });
    await database.close();
    expect(modeOf(join(dataDir, "pglite"))).toBe(0o700);
    expect(modeOf(dataDir)).toBe(0o755);
  }, 120_000);
});
