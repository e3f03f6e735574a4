import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * The built web app (apps/web/dist), found through the workspace package so it
 * works from the source and from the bundle alike. Undefined when it has not
 * been built: the API then runs alone.
 */
export function findWebDist(): string | undefined {
  try {
    const packageJson = createRequire(import.meta.url).resolve("@seller/web/package.json");
    const dist = join(dirname(packageJson), "dist");
    return existsSync(join(dist, "index.html")) ? dist : undefined;
  } catch {
    return undefined;
  }
}
