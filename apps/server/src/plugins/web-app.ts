import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  languageFromCookies,
  languagePage,
} from "@seller/contract/languages";
import fp from "fastify-plugin";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * A route's page in each language the build wrote it in: the sign-in page
 * comes with its frame already in the seller's language (vite-plugins.ts
 * signInPages); the others have the default page only.
 */
type RoutePage = Partial<Record<Language, string>>;

/**
 * The buyers' storefront (/s/{slug}, /o/{code}) and the operator console
 * (/admin/...) are entries with their own bundles (ARCHITECTURE.md "Web app");
 * every other path is the seller app, in its route's copy of index.html that
 * preloads its screen when the build made one (`routePage`, found by
 * routePageOf in pages/routes.json, apps/web/vite-plugins.ts routePages), in
 * the language of the app's language cookie when there is a copy in it.
 */
export function pageOf(
  path: string,
  routePage: RoutePage | undefined,
  language: Language = DEFAULT_LANGUAGE,
): string {
  if (/^\/admin(\/|$)/.test(path)) return "admin.html";
  if (/^\/(s|o)(\/|$)/.test(path)) return "storefront.html";
  return routePage?.[language] ?? routePage?.[DEFAULT_LANGUAGE] ?? "index.html";
}

/**
 * The route page listed for a path: its own, or a listed route with an id in
 * it ("/product/:id" answers /product/42). A `:name` segment stands for any
 * one segment, as in the app's router; the screen itself judges the id, and
 * a page that only preloads its code can do no harm.
 */
function routePageOf(path: string, routePages: Readonly<Record<string, RoutePage>>): RoutePage | undefined {
  if (Object.hasOwn(routePages, path)) return routePages[path];
  const segments = path.split("/");
  const matches = (route: string) => {
    const parts = route.split("/");
    return (
      parts.length === segments.length &&
      parts.every((part, index) => (part.startsWith(":") ? segments[index] !== "" : part === segments[index]))
    );
  };
  const route = Object.keys(routePages).find((listed) => listed.includes("/:") && matches(listed));
  return route === undefined ? undefined : routePages[route];
}

function readRoutePages(root: string): Record<string, RoutePage> {
  const file = join(root, "pages", "routes.json");
  if (!existsSync(file)) return {};
  const list = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  const pages: Record<string, RoutePage> = {};
  for (const [path, page] of Object.entries(list)) {
    // Only pages inside the build's own pages folder: the list is data, not a path to follow anywhere.
    if (!/^pages\/[\w-]+\.html$/.test(page)) continue;
    const written = LANGUAGES.map((language) => [language, languagePage(page, language)] as const).filter(
      ([, name]) => existsSync(join(root, name)),
    );
    if (written.some(([language]) => language === DEFAULT_LANGUAGE))
      pages[path] = Object.fromEntries(written);
  }
  return pages;
}

/**
 * Serves the built single-page app. Vite puts content-hashed files under
 * /assets, cached for a year; everything else, index.html above all, is
 * revalidated on every load so a new release is picked up at once. Paths
 * that are not files fall back to index.html (see the not-found handler).
 * The build writes a brotli (.br) and a gzip (.gz) copy beside each text
 * file, compressed once at the highest level; they are sent to clients that
 * accept them, so no request pays for compressing a file.
 */
export default fp<{ root: string }>(
  async (app, options) => {
    const routePages = readRoutePages(options.root);
    await app.register(fastifyStatic, {
      root: options.root,
      cacheControl: false,
      preCompressed: true,
      // Client routes like /login are not files; they are answered by the not-found handler.
      wildcard: true,
      setHeaders(reply, path) {
        const isHashedAsset = path.startsWith(`${options.root}/assets/`);
        reply.header("cache-control", isHashedAsset ? IMMUTABLE : "no-cache");
      },
    });
    app.decorate("serveWebApp", (reply, path) => {
      const language = languageFromCookies(reply.request.headers.cookie);
      const routePage = routePageOf(path, routePages);
      // A page written in several languages is chosen by the cookie: no cache may answer one for another.
      if (Object.keys(routePage ?? {}).length > 1) reply.header("vary", "cookie");
      return reply.header("cache-control", "no-cache").sendFile(pageOf(path, routePage, language));
    });
    // "/" (home) is a route like the others: its page, rather than the folder's index.html. A page,
    // not a call of the API: the API's reference (/api/docs) leaves it out.
    app.get("/", { schema: { hide: true } }, (_request, reply) =>
      app.serveWebApp ? app.serveWebApp(reply, "/") : reply.callNotFound(),
    );
  },
  { name: "web-app", dependencies: ["errors"] },
);
