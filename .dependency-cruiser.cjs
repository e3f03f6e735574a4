/** A module's Drizzle tables: tables.ts, or a part of them named like refund-tables.ts. */
const TABLES = "^apps/server/src/modules/[^/]+/[a-z-]*tables\\.ts$";
/**
 * Tests and benchmarks may read and write any module's tables: a test checks what the database holds
 * after a service acted (or sets up a row no service would write), a benchmark seeds thousands of
 * rows without measuring the services that would write them one by one.
 */
const TESTS_AND_BENCHES = ["\\.test\\.ts$", "^bench/"];

/**
 * The server's modules, lowest first (ARCHITECTURE.md "Dependency direction"): a module's services
 * import only modules listed before it, so no two folders import each other, directly or round a
 * circle. Its routes compose services of any module, and its tables may hold foreign keys to any
 * module's tables. A new module takes its place here (scripts/import-rules.test.ts checks that
 * every module folder is listed).
 */
const MODULE_LAYERS = [
  "health",
  "idempotency",
  "sellers",
  "admin",
  "audit",
  "auth",
  "two-factor",
  "system",
  "files",
  "verification",
  "payments",
  "withdraw-password",
  "bank-cards",
  "wallet",
  "notifications",
  "support",
  "catalogue",
  "store",
  "orders",
  "profile",
  "account",
  "revenue",
  "shop",
  "console",
  "storefront",
  "demo",
];

/** One rule per module: its services may not reach a module above it. */
const moduleLayerRules = MODULE_LAYERS.slice(0, -1).map((module, index) => ({
  name: "module-layers",
  severity: "error",
  comment: `${module} sits below ${MODULE_LAYERS.slice(index + 1).join(", ")} (MODULE_LAYERS, ARCHITECTURE.md): record an event (lib/tx-events.ts) or take a function from app.ts instead of importing upward.`,
  from: {
    path: `^apps/server/src/modules/${module}/`,
    pathNot: ["/[a-z-]*routes\\.ts$", "/[a-z-]*tables\\.ts$", ...TESTS_AND_BENCHES],
  },
  to: { path: `^apps/server/src/modules/(${MODULE_LAYERS.slice(index + 1).join("|")})/` },
}));

/**
 * Import rules that `npm run check` enforces (ARCHITECTURE.md "Dependency direction").
 * A circle of imports is a design bug: a lower module that needs to tell a higher one
 * records an event (see apps/server/src/lib/tx-events.ts) instead of importing it.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    ...moduleLayerRules,
    {
      name: "no-circular",
      severity: "error",
      comment: "No import circles, type-only imports included: each is a design bug (ARCHITECTURE.md).",
      from: {},
      to: { circular: true },
    },
    {
      name: "ledger-knows-nothing-above",
      severity: "error",
      comment: "The ledger knows nothing of notifications, orders or sellers' profiles (ARCHITECTURE.md).",
      from: { path: "^apps/server/src/modules/wallet/ledger\\.ts$" },
      to: { path: "^apps/server/src/modules/(notifications|orders|sellers|store|storefront)/" },
    },
    {
      name: "wallet-does-not-notify",
      severity: "error",
      comment:
        "The wallet records what happened (wallet/events.ts); the notifications module turns it into notifications. Its routes may publish what a transaction wrote, after commit.",
      from: { path: "^apps/server/src/modules/wallet/", pathNot: "routes\\.ts$" },
      to: { path: "^apps/server/src/modules/notifications/" },
    },
    {
      name: "payments-below-their-purposes",
      severity: "error",
      comment:
        "Payments serve top-ups and orders without knowing them: each purpose's owner registers what a confirmation does (app.ts).",
      // Its tests may set the scene with the wallet, as the app does.
      from: { path: "^apps/server/src/modules/payments/", pathNot: "\\.test\\.ts$" },
      to: { path: "^apps/server/src/modules/(wallet|orders|storefront|store)/" },
    },
    {
      name: "services-do-not-import-routes",
      severity: "error",
      comment: "routes -> service -> db: a route file is imported only by app.ts or its own module's routes.",
      from: { path: "^apps/server/src/modules/", pathNot: "routes\\.ts$" },
      to: { path: "^apps/server/src/modules/[^/]+/[a-z-]*routes\\.ts$" },
    },
    {
      name: "tables-only-through-own-services",
      severity: "error",
      comment:
        "Only a module's own services touch its tables (ARCHITECTURE.md): another module calls a function its services export, passing its transaction handle. Foreign keys between tables files aside.",
      from: {
        path: "^apps/server/src/modules/([^/]+)/",
        pathNot: ["/[a-z-]*tables\\.ts$", ...TESTS_AND_BENCHES],
      },
      to: { path: TABLES, pathNot: "^apps/server/src/modules/$1/" },
    },
    {
      name: "tables-only-inside-their-module",
      severity: "error",
      comment:
        "Outside the modules (lib, jobs, scripts), tables are reached through the owning module's services; db/schema.ts only collects them for Drizzle.",
      from: {
        pathNot: ["^apps/server/src/modules/", "^apps/server/src/db/schema\\.ts$", ...TESTS_AND_BENCHES],
      },
      to: { path: TABLES },
    },
    {
      name: "web-shared-code-knows-no-features",
      severity: "error",
      comment:
        "Shared web code (lib, components, config, assets) sits below the features and the three entries (app, console, storefront): shared -> features -> app (ARCHITECTURE.md).",
      from: { path: "^apps/web/src/(lib|components|config|assets)/" },
      to: { path: "^apps/web/src/((features|app|console|storefront)/|main\\.tsx$)" },
    },
    {
      name: "web-features-know-no-entries",
      severity: "error",
      comment:
        "A feature is composed by the entries (app/routes, console, storefront) and never imports them (ARCHITECTURE.md).",
      from: { path: "^apps/web/src/features/" },
      to: { path: "^apps/web/src/((app|console|storefront)/|main\\.tsx$)" },
    },
    {
      name: "storefront-parses-with-zod-mini",
      severity: "error",
      comment:
        "The buyer's storefront parses its answers with zod/mini (packages/contract/src/*-answers.ts): classic zod, reached through any import, would not fit its first-load budget (bench/bundles.bench.ts). Import the answers module, not the one that re-exports it.",
      from: { path: "^apps/web/src/storefront/" },
      to: { path: "node_modules/zod/(index\\.|v4/index\\.|v4/classic/|v3/)", reachable: true },
    },
    {
      name: "web-features-stay-apart",
      severity: "error",
      comment:
        "Web features never import each other; screens that combine them live in app/routes (STYLE.md 7).",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/", pathNot: "^apps/web/src/features/$1/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // zod stays in the graph (not followed): the storefront's rule above looks for classic zod.
    exclude: { path: "(^|/)dist/|(^|/)node_modules/(?!zod/)" },
    // Type-only imports count: a circle through types is still a circle between modules.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
