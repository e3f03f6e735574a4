import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "../db/client";
import { serveControl, VERIFY_LEDGER_COMMAND } from "../db/control-socket";
import { runMigrations } from "../db/migrate";
import { verifyLedger } from "../modules/wallet/verify-ledger";

const root = fileURLToPath(new URL("../../../..", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "ledger-verify-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function ledgerVerify(dir = dataDir) {
  const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: "" };
  return spawnSync("npm", ["run", "--silent", "ledger:verify"], { cwd: root, env, encoding: "utf8" });
}

/** Without blocking this process, which answers the child's question in the second test. */
function ledgerVerifyAsync(): Promise<{ status: number | null; stderr: string }> {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
  const child = spawn("npm", ["run", "--silent", "ledger:verify"], { cwd: root, env });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((done) => child.on("close", (status) => done({ status, stderr })));
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
  }, 120_000); // two child processes, each starting tsx and opening the database

  it("checks a running embedded database through the server that holds it, and exits 2 when it cannot open one", async () => {
    // This test process plays the server: it holds the folder and answers on its control socket.
    const server = await openPglite(join(dataDir, "pglite"));
    const closeControl = await serveControl(join(dataDir, "pglite"), {
      [VERIFY_LEDGER_COMMAND]: () => verifyLedger(server.db),
    });
    try {
      const running = await ledgerVerifyAsync();
      expect(running.status).toBe(1); // the breach the first test planted
      expect(running.stderr).toContain(`checked by the running server (pid ${process.pid})`);
      expect(running.stderr).toContain("all balances sum to zero");
    } finally {
      await closeControl();
    }
    // A holder that does not answer: exit 2, naming the folder and the process, folder untouched.
    const silent = ledgerVerify();
    expect(silent.status).toBe(2);
    expect(silent.stderr).toContain(`is in use by process ${process.pid}`);
    await server.close();

    // A DATA_DIR that is a file: the database cannot be opened at all.
    const notAFolder = join(dataDir, "not-a-folder");
    writeFileSync(notAFolder, "");
    const unopenable = ledgerVerify(join(notAFolder, "data"));
    expect(unopenable.status).toBe(2);
    expect(unopenable.stderr).toContain("ledger:verify could not run: the embedded database folder");
  }, 120_000);
});
