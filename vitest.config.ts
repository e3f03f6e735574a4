import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { localeParts } from "./apps/web/vite-plugins";

const WEB_MODULES = fileURLToPath(new URL("./apps/web/node_modules", import.meta.url));

/** Unit and API suites; the browser suite has its own config in e2e/. */
export default defineConfig({
  test: {
    // Vitest's default leaves a core idle for itself, but these suites spend much of their time
    // waiting on PostgreSQL, argon2's threads and the servers they spawn. One worker per core:
    // on two cores the PostgreSQL run takes 208 s instead of 372 s, the PGlite one 299 s instead of 419 s.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: "contract", include: ["packages/contract/src/**/*.test.ts"] } },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The web app's locale parts are virtual modules of its build (apps/web/vite-plugins.ts).
      {
        plugins: [localeParts()],
        // The web app has React 19 of its own (apps/web/node_modules); the hoisted copy at the root
        // is another package's React 18. Component tests render with the app's, and so do the libraries
        // they render through.
        resolve: {
          alias: [
            { find: /^(react|react-dom)(\/.*)?$/, replacement: `${WEB_MODULES}/$1$2` },
            {
              find: /^use-sync-external-store\/shim(\/index\.js)?$/,
              replacement: fileURLToPath(
                new URL("./apps/web/test/use-sync-external-store-shim.ts", import.meta.url),
              ),
            },
            // Their ES builds, so that their own imports of React go through the alias above.
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL("./node_modules/react-router/dist/development/index.mjs", import.meta.url),
              ),
            },
            {
              find: /^@testing-library\/react$/,
              replacement: fileURLToPath(
                new URL(
                  "./node_modules/@testing-library/react/dist/@testing-library/react.esm.js",
                  import.meta.url,
                ),
              ),
            },
          ],
        },
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}", "apps/web/vite-*.test.ts"],
          // Inlined, so that they resolve React through the alias above rather than Node's lookup.
          server: {
            deps: { inline: ["react-i18next", "@tanstack/react-query", "react-hook-form", "react-router"] },
          },
        },
      },
      { test: { name: "tooling", include: ["scripts/**/*.test.ts"], testTimeout: 30_000 } },
    ],
  },
});
