import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { localeParts } from "./apps/web/vite-plugins";

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
        test: { name: "web", include: ["apps/web/src/**/*.test.{ts,tsx}", "apps/web/vite-*.test.ts"] },
      },
      { test: { name: "tooling", include: ["scripts/**/*.test.ts"], testTimeout: 30_000 } },
    ],
  },
});
