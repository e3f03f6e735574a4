/**
 * Import rules that `npm run check` enforces (ARCHITECTURE.md "Dependency direction").
 * A circle of imports is a design bug: a lower module that needs to tell a higher one
 * records an event (see apps/server/src/lib/tx-events.ts) instead of importing it.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
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
    exclude: { path: "(^|/)(dist|node_modules)/" },
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
