import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { RouteOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE_IMAGES_ROUTE } from "./modules/catalogue/images";
import { API_DOCS_PATH } from "./plugins/api-docs";
import { useTestApp } from "./test/app";
import { ORDER_APP_OPTIONS } from "./test/orders";

/** The server's own source, without its tests. */
function sourceText(directory: string): string {
  return readdirSync(directory, { withFileTypes: true })
    .map((entry) => {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) return sourceText(path);
      return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? readFileSync(path, "utf8") : "";
    })
    .join("\n");
}

/** Routes that others' plugins register under a prefix handed to them: the API reference, the static pictures. */
const registeredByPlugins = (url: string) =>
  url.startsWith(`${API_DOCS_PATH}/`) || url === `${CATALOGUE_IMAGES_ROUTE}*`;

const routes: RouteOptions[] = [];
const t = useTestApp({ ...ORDER_APP_OPTIONS, onRoute: (route) => routes.push(route) });

/*
 * Each route's path is written whole where it is registered, so searching the
 * source for a path a log, a test or the web app names finds its handler: no
 * path is built from a prefix or a loop variable.
 */
describe("route paths", () => {
  beforeAll(() => t.app.ready());

  it("are each written literally in the server's source", () => {
    const source = sourceText(join(import.meta.dirname));
    const urls = [...new Set(routes.map((route) => route.url))].filter((url) => !registeredByPlugins(url));
    expect(urls.length).toBeGreaterThan(100);
    expect(urls.filter((url) => !source.includes(`"${url}"`))).toEqual([]);
  });
});
