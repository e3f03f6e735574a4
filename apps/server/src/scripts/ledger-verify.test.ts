import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "../db/client";
import { runMigrations } from "../db/migrate";

const root = fileURLToPath(new URL("../../../..", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "ledger-verify-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function ledgerVerify() {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
  return spawnSync("npm", ["run", "--silent", "ledger:verify"], { cwd: root, env, encoding: "utf8" });
}

describe("npm run ledger:verify", () => {
  it("passes on a sound ledger and exits non-zero, naming the breach, on a broken one", async () => {
    const sound = ledgerVerify();
    expect(sound.stdout).toContain("all invariants hold");
    expect(sound.status).toBe(0);

    const handle = await openPglite(join(dataDir, "pglite"));
    await runMigrations(handle);
    // Money that no transfer explains: what an edit behind the ledger's back would leave.
    await handle.db.execute(sql`insert into accounts (kind, credits_posted) values ('fees', 100)`);
    await handle.close();

    const broken = ledgerVerify();
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain("all balances sum to zero");
    expect(broken.stderr).toContain("posted totals equal the transfers");
  });
});
