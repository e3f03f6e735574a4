import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const depcruise = join(root, "node_modules/.bin/depcruise");
let fixture: string | undefined;

/** A throwaway tree of files, checked with the project's own rules, as `npm run check` does. */
function check(files: Record<string, string>) {
  fixture = mkdtempSync(join(tmpdir(), "import-rules-"));
  copyFileSync(join(root, "tsconfig.base.json"), join(fixture, "tsconfig.base.json"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(fixture, path)), { recursive: true });
    writeFileSync(join(fixture, path), text);
  }
  return spawnSync(depcruise, ["apps", "--config", join(root, ".dependency-cruiser.cjs")], {
    cwd: fixture,
    encoding: "utf8",
  });
}

afterEach(() => {
  if (fixture) rmSync(fixture, { recursive: true, force: true });
  fixture = undefined;
});

describe("npm run check's import rules", () => {
  it("fails on an import circle, even one made of type-only imports", () => {
    const result = check({
      "apps/server/src/modules/a/service.ts": 'import type { B } from "../b/service";\nexport type A = B;\n',
      "apps/server/src/modules/b/service.ts":
        'import type { A } from "../a/service";\nexport type B = A[];\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.stdout).toContain("no-circular");
  });

  it("fails when the ledger imports notifications", () => {
    const result = check({
      "apps/server/src/modules/wallet/ledger.ts":
        'import { n } from "../notifications/events";\nexport const l = n;\n',
      "apps/server/src/modules/notifications/events.ts": "export const n = 1;\n",
    });
    expect(result.status).not.toBe(0);
    expect(result.stdout).toContain("ledger-knows-nothing-above");
  });

  it("fails when the payments module imports the wallet", () => {
    const result = check({
      "apps/server/src/modules/payments/service.ts":
        'import { w } from "../wallet/service";\nexport const p = w;\n',
      "apps/server/src/modules/wallet/service.ts": "export const w = 1;\n",
    });
    expect(result.status).not.toBe(0);
    expect(result.stdout).toContain("payments-below-their-purposes");
  });

  it("passes a tree whose imports go one way", () => {
    const result = check({
      "apps/server/src/modules/a/service.ts": 'import { b } from "../b/service";\nexport const a = b;\n',
      "apps/server/src/modules/b/service.ts": "export const b = 1;\n",
    });
    expect(result.stdout).toContain("no dependency violations found");
    expect(result.status).toBe(0);
  });
});
