// Bundles the server into dist/main.js. The shared contract is TypeScript
// source, so it is bundled in; every other dependency stays an ordinary
// import resolved from node_modules (native argon2, PGlite's WebAssembly).
import { execFileSync } from "node:child_process";
import { cpSync, readFileSync, rmSync } from "node:fs";
import { build } from "esbuild";

const here = (path) => new URL(path, import.meta.url);
const { dependencies } = JSON.parse(readFileSync(here("./package.json"), "utf8"));
const external = Object.keys(dependencies).filter((name) => name !== "@seller/contract");

/** GET /api/system/version's build: the commit and the day of the build ("a1b2c3d 2025-01-31"). */
function buildLabel() {
  const day = new Date().toISOString().slice(0, 10);
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    return `${commit} ${day}`;
  } catch {
    return day; // a source tree without git history
  }
}

// SERVER_BUILD_DIR (a folder under apps/server, so node_modules resolve the same): a test's own
// bundle, which another test rebuilding dist/ at the same time cannot remove under a running node.
const out = new URL(`./${process.env.SERVER_BUILD_DIR ?? "dist"}/`, import.meta.url);
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: [here("./src/main.ts").pathname],
  outfile: new URL("./main.js", out).pathname,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS code may call require(); ESM has none, so give it one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  define: { __SERVER_BUILD__: JSON.stringify(buildLabel()) },
  logLevel: "info",
});
// The migrator looks for ./migrations next to the module that runs it: dist/ here.
cpSync(here("./src/db/migrations"), new URL("./migrations", out), { recursive: true });
