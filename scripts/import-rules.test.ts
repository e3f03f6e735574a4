import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { cruise, type IConfiguration, type ICruiseResult } from "dependency-cruiser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const config: IConfiguration = createRequire(import.meta.url)("../.dependency-cruiser.cjs");

const exporting = (name: string) => `export const ${name} = 1;\n`;
const importing = (name: string, from: string) =>
  `import { ${name} } from "${from}";\nexport const uses = ${name};\n`;

/**
 * One throwaway tree holding a deliberate breach of every rule and an allowed import beside each,
 * checked once with the project's own rules, as `npm run check` does.
 */
const tree: Record<string, string> = {
  // A circle, of type-only imports.
  "apps/server/src/modules/a/service.ts": 'import type { B } from "../b/service";\nexport type A = B;\n',
  "apps/server/src/modules/b/service.ts": 'import type { A } from "../a/service";\nexport type B = A[];\n',
  // One way: allowed.
  "apps/server/src/modules/c/service.ts": importing("d", "../d/service"),
  "apps/server/src/modules/d/service.ts": exporting("d"),
  "apps/server/src/modules/wallet/ledger.ts": importing("n", "../notifications/events"),
  "apps/server/src/modules/notifications/events.ts": exporting("n"),
  "apps/server/src/modules/payments/service.ts": importing("w", "../wallet/service"),
  "apps/server/src/modules/wallet/service.ts": importing("accounts", "./tables"),
  "apps/server/src/modules/wallet/tables.ts": importing("sellers", "../sellers/tables"),
  "apps/server/src/modules/sellers/tables.ts": exporting("sellers"),
  // Another module's service reaches the wallet's tables: a breach. Through its service: allowed.
  "apps/server/src/modules/orders/movements.ts": importing("accounts", "../wallet/tables"),
  "apps/server/src/modules/orders/refund.ts": importing("uses", "../wallet/service"),
  "apps/server/src/lib/jobs.ts": importing("sellers", "../modules/sellers/tables"),
  "apps/server/src/db/schema.ts": importing("sellers", "../modules/sellers/tables"),
  // A lower module's service reaching a higher one: a breach; routes compose any module: allowed.
  "apps/server/src/modules/sellers/directory.ts": importing("uses", "../orders/refund"),
  "apps/server/src/modules/sellers/routes.ts": importing("uses", "../orders/refund"),
  // Two folders round a circle through files that make none: the upward import is the breach.
  "apps/server/src/modules/verification/review.ts": importing("n", "../notifications/events"),
  "apps/server/src/modules/notifications/listener.ts": importing("v", "../verification/events"),
  "apps/server/src/modules/verification/events.ts": exporting("v"),
  // Shared web code, a feature and the app.
  "apps/web/src/lib/format.ts": importing("page", "../features/orders/page"),
  "apps/web/src/components/money.ts": importing("format", "../lib/format"),
  "apps/web/src/config/paths.ts": importing("router", "../app/router"),
  "apps/web/src/features/orders/page.ts": importing("router", "../../app/router"),
  "apps/web/src/features/orders/list.ts": importing("money", "../../components/money"),
  "apps/web/src/features/wallet/page.ts": importing("page", "../orders/page"),
  "apps/web/src/app/router.ts": exporting("router"),
  "apps/web/src/app/shell.ts": importing("uses", "../features/orders/list"),
  // The storefront parses with zod/mini: allowed. A module that reaches classic zod: a breach.
  "node_modules/zod/package.json": JSON.stringify({
    name: "zod",
    exports: { ".": "./index.js", "./mini": "./mini/index.js" },
  }),
  "node_modules/zod/index.js": exporting("z"),
  "node_modules/zod/mini/index.js": exporting("z"),
  "apps/web/src/storefront/answers.ts": importing("z", "zod/mini"),
  "apps/web/src/storefront/store-page.ts": importing("z", "./answers"),
  "apps/web/src/storefront/order-page.ts": importing("z", "../lib/classic-schemas"),
  "apps/web/src/lib/classic-schemas.ts": importing("z", "zod"),
};

let fixture: string;
let result: ICruiseResult;

beforeAll(async () => {
  fixture = mkdtempSync(join(tmpdir(), "import-rules-"));
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(fixture, path)), { recursive: true });
    writeFileSync(join(fixture, path), text);
  }
  const { tsConfig: _readByTheCommandLineOnly, ...options } = config.options ?? {};
  const output = await cruise(["apps"], {
    ...options,
    ruleSet: { forbidden: config.forbidden ?? [] },
    validate: true,
    baseDir: fixture,
  });
  result = output.output as ICruiseResult;
});

afterAll(() => rmSync(fixture, { recursive: true, force: true }));

/** The files each import of `from` that breaks the rule goes to. */
function breaches(rule: string, from: string): string[] {
  return result.summary.violations
    .filter((violation) => violation.rule.name === rule && violation.from === from)
    .map((violation) => violation.to);
}

describe("npm run check's import rules", () => {
  it("keeps classic zod out of the storefront, however far away it is imported; zod/mini is allowed", () => {
    const rule = "storefront-parses-with-zod-mini";
    expect(breaches(rule, "apps/web/src/storefront/order-page.ts")).toEqual(["node_modules/zod/index.js"]);
    expect(breaches(rule, "apps/web/src/storefront/store-page.ts")).toEqual([]);
    expect(breaches(rule, "apps/web/src/storefront/answers.ts")).toEqual([]);
  });

  it("fails on an import circle, even one made of type-only imports, and passes imports that go one way", () => {
    expect(breaches("no-circular", "apps/server/src/modules/a/service.ts")).toEqual([
      "apps/server/src/modules/b/service.ts",
    ]);
    expect(breaches("no-circular", "apps/server/src/modules/c/service.ts")).toEqual([]);
  });

  it("fails when the ledger imports notifications or the payments module imports the wallet", () => {
    expect(breaches("ledger-knows-nothing-above", "apps/server/src/modules/wallet/ledger.ts")).toEqual([
      "apps/server/src/modules/notifications/events.ts",
    ]);
    expect(breaches("payments-below-their-purposes", "apps/server/src/modules/payments/service.ts")).toEqual([
      "apps/server/src/modules/wallet/service.ts",
    ]);
  });

  it("lets only a module's own services touch its tables, and tables files refer to each other", () => {
    const rule = "tables-only-through-own-services";
    expect(breaches(rule, "apps/server/src/modules/orders/movements.ts")).toEqual([
      "apps/server/src/modules/wallet/tables.ts",
    ]);
    expect(breaches(rule, "apps/server/src/modules/orders/refund.ts")).toEqual([]);
    expect(breaches(rule, "apps/server/src/modules/wallet/service.ts")).toEqual([]);
    expect(breaches(rule, "apps/server/src/modules/wallet/tables.ts")).toEqual([]);
  });

  it("keeps code outside the modules off their tables, except the schema that collects them", () => {
    const rule = "tables-only-inside-their-module";
    expect(breaches(rule, "apps/server/src/lib/jobs.ts")).toEqual([
      "apps/server/src/modules/sellers/tables.ts",
    ]);
    expect(breaches(rule, "apps/server/src/db/schema.ts")).toEqual([]);
  });

  it("keeps each server module's services below the modules listed above it, routes aside", () => {
    const rule = "module-layers";
    expect(breaches(rule, "apps/server/src/modules/sellers/directory.ts")).toEqual([
      "apps/server/src/modules/orders/refund.ts",
    ]);
    expect(breaches(rule, "apps/server/src/modules/sellers/routes.ts")).toEqual([]);
    expect(breaches(rule, "apps/server/src/modules/orders/refund.ts")).toEqual([]);
    expect(breaches(rule, "apps/server/src/modules/verification/review.ts")).toEqual([
      "apps/server/src/modules/notifications/events.ts",
    ]);
    expect(breaches(rule, "apps/server/src/modules/notifications/listener.ts")).toEqual([]);
    expect(breaches("no-circular", "apps/server/src/modules/verification/review.ts")).toEqual([]);
  });

  it("gives every server module folder its place in the layers", () => {
    const layered = new Set<string>();
    for (const rule of config.forbidden ?? []) {
      if (rule.name !== "module-layers") continue;
      // from: ^apps/server/src/modules/NAME/; to: ^apps/server/src/modules/(NAME|NAME|...)/
      for (const path of [rule.from.path, rule.to.path]) {
        const names = String(path).match(/modules\/\(?([a-z|-]+)\)?\//)?.[1] ?? "";
        for (const name of names.split("|")) layered.add(name);
      }
    }
    const folders = readdirSync(join(import.meta.dirname, "../apps/server/src/modules"), {
      withFileTypes: true,
    })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !layered.has(folder))).toEqual([]);
  });

  it("keeps shared web code below the features and the app", () => {
    const rule = "web-shared-code-knows-no-features";
    expect(breaches(rule, "apps/web/src/lib/format.ts")).toEqual(["apps/web/src/features/orders/page.ts"]);
    expect(breaches(rule, "apps/web/src/config/paths.ts")).toEqual(["apps/web/src/app/router.ts"]);
    expect(breaches(rule, "apps/web/src/components/money.ts")).toEqual([]);
  });

  it("keeps web features below the app and apart from each other; the app composes them", () => {
    expect(breaches("web-features-know-no-entries", "apps/web/src/features/orders/page.ts")).toEqual([
      "apps/web/src/app/router.ts",
    ]);
    expect(breaches("web-features-know-no-entries", "apps/web/src/features/orders/list.ts")).toEqual([]);
    expect(breaches("web-features-stay-apart", "apps/web/src/features/wallet/page.ts")).toEqual([
      "apps/web/src/features/orders/page.ts",
    ]);
    expect(
      result.summary.violations.filter((violation) => violation.from.startsWith("apps/web/src/app/")),
    ).toEqual([]);
  });
});
