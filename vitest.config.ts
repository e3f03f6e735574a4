import { defineConfig } from "vitest/config";
import { localeParts } from "./apps/web/vite-plugins";

/** Unit and API suites; the browser suite has its own config in e2e/. */
export default defineConfig({
  test: {
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
