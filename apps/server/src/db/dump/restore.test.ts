import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDumpWriter, DUMP_FORMAT, DUMP_VERSION } from "./format";
import { codeMigrations, restore } from "./restore";

const scratch = mkdtempSync(join(tmpdir(), "dump-restore-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function dumpWith(name: string, migrations: string[], records: unknown[] = []) {
  const path = join(scratch, name);
  const writer = createDumpWriter(path);
  await writer.write({
    format: DUMP_FORMAT,
    version: DUMP_VERSION,
    createdAt: "",
    source: "pglite",
    migrations,
  });
  for (const record of records) await writer.write(JSON.stringify(record));
  await writer.write({ end: true, rows: {}, files: records.length });
  await writer.finish();
  return path;
}

describe("restore refuses before writing anything", () => {
  it("a dump made by a version with other migrations, telling which version restores it", async () => {
    const path = await dumpWith("older.dump.gz", codeMigrations().slice(0, -1));
    const dataDir = join(scratch, "older");
    await expect(
      restore({ path, databaseUrl: undefined, dataDir, folder: join(dataDir, "pglite") }),
    ).rejects.toThrow(
      /migration\(s\) applied, this one has \d+: restore it with the version that made it, then start this version on it to upgrade/,
    );
    expect(existsSync(join(dataDir, "pglite"))).toBe(false);
  });

  it("a dump naming a file outside the platform's folders", async () => {
    const path = await dumpWith("climbing.dump.gz", codeMigrations(), [
      { file: "uploads/../../escape", data: "" },
    ]);
    const dataDir = join(scratch, "climbing");
    await expect(
      restore({ path, databaseUrl: undefined, dataDir, folder: join(dataDir, "pglite") }),
    ).rejects.toThrow("the dump names a file outside the platform's folders");
    expect(existsSync(join(dataDir, "pglite"))).toBe(false);
    expect(existsSync(join(scratch, "escape"))).toBe(false);
  }, 60_000);
});
