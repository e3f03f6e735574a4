import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { useTestApp } from "../test/app";

const dist = mkdtempSync(join(tmpdir(), "seller-web-dist-"));
// The seller app's inline start script (apps/web/vite-inline-script.ts).
const START_SCRIPT = "fetch('/api/sellers/profile')";
const START_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(START_SCRIPT).digest("base64")}'`;
mkdirSync(join(dist, "assets"));
writeFileSync(
  join(dist, "index.html"),
  `<!doctype html><script>${START_SCRIPT}</script><div id="root"></div><script src="/assets/index-AbC123.js"></script>`,
);
writeFileSync(join(dist, "assets", "index-AbC123.js"), "console.log('app')");
// What the build writes beside each text file (apps/web/scripts/precompress.mjs).
const APP_JS = `console.log('${"app ".repeat(400)}')`;
writeFileSync(join(dist, "assets", "app-XyZ789.js"), APP_JS);
writeFileSync(join(dist, "assets", "app-XyZ789.js.br"), brotliCompressSync(APP_JS));
writeFileSync(join(dist, "assets", "app-XyZ789.js.gz"), gzipSync(APP_JS));
writeFileSync(join(dist, "storefront.html"), '<!doctype html><div id="storefront"></div>');
writeFileSync(join(dist, "admin.html"), '<!doctype html><div id="console"></div>');
// What the build writes for the routes whose screen it preloads (apps/web/vite-plugins.ts routePages).
mkdirSync(join(dist, "pages"));
writeFileSync(
  join(dist, "pages", "login-page.html"),
  '<!doctype html><link rel="modulepreload" href="/assets/login-page-Q1.js"><div id="root"></div>',
);
// The sign-in page in the other languages (apps/web/vite-plugins.ts signInPages); English is missing here.
for (const language of ["zh-CN", "zh-TW"]) {
  writeFileSync(
    join(dist, "pages", `login-page.${language}.html`),
    `<!doctype html><html lang="${language}"><link rel="modulepreload" href="/assets/login-page-Q1.js"><div id="root"></div>`,
  );
}
writeFileSync(
  join(dist, "pages", "home-screen.html"),
  '<!doctype html><link rel="modulepreload" href="/assets/home-screen-Q2.js"><div id="root"></div>',
);
writeFileSync(
  join(dist, "pages", "product-screen.html"),
  '<!doctype html><link rel="modulepreload" href="/assets/product-screen-Q3.js"><div id="root"></div>',
);
writeFileSync(
  join(dist, "pages", "routes.json"),
  JSON.stringify({
    "/login": "pages/login-page.html",
    "/": "pages/home-screen.html",
    "/product/:id": "pages/product-screen.html",
    "/gone": "../secret.html",
  }),
);
for (const page of [
  "index.html",
  "storefront.html",
  "pages/login-page.html",
  "pages/login-page.zh-TW.html",
  "pages/home-screen.html",
]) {
  const html = readFileSync(join(dist, page));
  writeFileSync(join(dist, `${page}.br`), brotliCompressSync(html));
  writeFileSync(join(dist, `${page}.gz`), gzipSync(html));
}
writeFileSync(join(dist, "favicon.ico"), "icon");
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const withWeb = useTestApp({ webDist: dist });
const apiOnly = useTestApp();

describe("serving the built web app", () => {
  it("serves index.html at the root, revalidated on every load", async () => {
    const response = await withWeb.app.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain('<div id="root">');
  });

  it("keeps the app's pages out of the API's reference, which lists calls only", async () => {
    const document = (await withWeb.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const paths = Object.keys(document.paths as Record<string, unknown>);
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter((path) => !path.startsWith("/api/"))).toEqual([]);
  });

  it("answers a route the build made a page for with that page, which preloads the route's screen", async () => {
    for (const [url, screen] of [
      ["/login", "login-page"],
      ["/login?redirect=%2Fprofile", "login-page"],
      ["/", "home-screen"],
    ] as const) {
      const response = await withWeb.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toMatch(/text\/html/);
      expect(response.headers["cache-control"], url).toBe("no-cache");
      expect(response.body, url).toContain(`<link rel="modulepreload" href="/assets/${screen}-`);
      expect(response.body, url).toContain('<div id="root">');
    }
    // A route with an id in it answers each of its addresses, and only those.
    for (const url of ["/product/42", "/product/42?from=store"]) {
      const response = await withWeb.app.inject({ method: "GET", url });
      expect(response.body, url).toContain('<link rel="modulepreload" href="/assets/product-screen-');
    }
    for (const url of ["/product", "/product/", "/product/42/reviews", "/products/42"]) {
      const response = await withWeb.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain("modulepreload");
    }
    // A listed page outside the build's pages folder is ignored: the address gets index.html.
    const gone = await withWeb.app.inject({ method: "GET", url: "/gone" });
    expect(gone.body).not.toContain("modulepreload");
    expect(gone.body).toContain('<div id="root">');
  });

  it("answers the sign-in page in the language of the app's cookie, Thai without one", async () => {
    const login = (cookie?: string, encoding?: string) =>
      withWeb.app.inject({
        method: "GET",
        url: "/login",
        headers: { ...(cookie ? { cookie } : {}), ...(encoding ? { "accept-encoding": encoding } : {}) },
      });
    for (const [cookie, lang] of [
      ["app_language=zh-TW", 'lang="zh-TW"'],
      ["theme=dark; app_language=zh-CN", 'lang="zh-CN"'],
    ] as const) {
      const response = await login(cookie);
      expect(response.statusCode, cookie).toBe(200);
      expect(response.body, cookie).toContain(lang);
      expect(response.body, cookie).toContain('<link rel="modulepreload" href="/assets/login-page-');
      expect(response.headers.vary, cookie).toMatch(/cookie/i);
    }
    // Its compressed copy is the one in that language too.
    const compressed = await login("app_language=zh-TW", "br");
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('lang="zh-TW"');
    // No cookie, an unknown language, or a language the build did not write: the default page.
    for (const cookie of [undefined, "app_language=fr", "app_language=en"]) {
      const response = await login(cookie);
      expect(response.body, cookie).not.toContain("lang=");
      expect(response.body, cookie).toContain('<link rel="modulepreload" href="/assets/login-page-');
    }
    // A page in one language only does not vary by cookie.
    const home = await withWeb.app.inject({
      method: "GET",
      url: "/",
      headers: { cookie: "app_language=zh-TW" },
    });
    expect(home.body).toContain("home-screen");
    expect(home.headers.vary ?? "").not.toMatch(/cookie/i);
  });

  it("serves the app's index.html for client routes such as /profile?tab=1", async () => {
    for (const url of ["/profile?tab=1", "/orders/123/detail"]) {
      const response = await withWeb.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-cache");
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it("serves the buyers' storefront entry for /s/ and /o/ addresses, and the seller app elsewhere", async () => {
    for (const url of ["/s/nok-shop", "/s/nok-shop/p/12", "/o/AbCdEfGhIjKlMnOpQrStUvWx", "/s"]) {
      const response = await withWeb.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-cache");
      expect(response.body, url).toContain('<div id="storefront">');
    }
    for (const url of ["/shop", "/store-setting", "/shop-management"]) {
      const response = await withWeb.app.inject({ method: "GET", url });
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it("serves the operator console's own entry at /admin and every /admin/... path", async () => {
    for (const url of ["/admin", "/admin/", "/admin/sellers/100001", "/admin/queues/withdrawals?page=2"]) {
      const response = await withWeb.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-cache");
      expect(response.body, url).toContain('<div id="console">');
    }
    const policy = String(
      (await withWeb.app.inject({ method: "GET", url: "/admin" })).headers["content-security-policy"],
    );
    expect(policy).toContain("style-src-elem 'self' 'unsafe-inline'");
    expect(policy).toContain("script-src 'self';");
    const sellerPolicy = String(
      (await withWeb.app.inject({ method: "GET", url: "/login" })).headers["content-security-policy"],
    );
    expect(sellerPolicy).toContain("style-src-elem 'self';");
    // The seller app's start script runs by its hash; the console's page has none to run.
    expect(sellerPolicy).toContain(`script-src 'self' ${START_SCRIPT_SOURCE};`);
    expect(policy).not.toContain("sha256-");
    for (const url of ["/administration", "/admins"]) {
      const response = await withWeb.app.inject({ method: "GET", url });
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it("caches content-hashed assets for a year", async () => {
    const response = await withWeb.app.inject({ method: "GET", url: "/assets/index-AbC123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends the build's brotli copy of an asset to a browser that accepts it, cached for a year", async () => {
    const response = await withWeb.app.inject({
      method: "GET",
      url: "/assets/app-XyZ789.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString("utf8")).toBe(APP_JS);
    expect(response.rawPayload.length).toBeLessThan(APP_JS.length / 10);
  });

  it("sends the gzip copy to a browser without brotli, and the file itself to one that accepts neither", async () => {
    const gzip = await withWeb.app.inject({
      method: "GET",
      url: "/assets/app-XyZ789.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const plain = await withWeb.app.inject({ method: "GET", url: "/assets/app-XyZ789.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it("sends the pages compressed too, never with a long cache", async () => {
    for (const [url, marker] of [
      ["/", "root"],
      ["/login", "root"],
      ["/profile", "root"],
      ["/s/nok-shop", "storefront"],
    ] as const) {
      const response = await withWeb.app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-encoding"], url).toBe("br");
      expect(response.headers["cache-control"], url).toBe("no-cache");
      expect(brotliDecompressSync(response.rawPayload).toString("utf8"), url).toContain(
        `<div id="${marker}">`,
      );
    }
  });

  it("serves other files as they are, revalidated", async () => {
    const response = await withWeb.app.inject({ method: "GET", url: "/favicon.ico" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("answers a missing asset with 404 rather than the page", async () => {
    const response = await withWeb.app.inject({ method: "GET", url: "/assets/gone-123.js" });
    expect(response.statusCode).toBe(404);
  });

  it("keeps unknown API addresses as 404 in the envelope", async () => {
    const response = await withWeb.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("REQUEST_NOT_FOUND");
  });

  it("does not answer a POST to a page address with the page", async () => {
    const response = await withWeb.app.inject({ method: "POST", url: "/login" });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("REQUEST_NOT_FOUND");
  });

  it("runs the API alone when the web app has not been built", async () => {
    const page = await apiOnly.app.inject({ method: "GET", url: "/login" });
    expect(page.statusCode).toBe(404);
    expect(page.json().code).toBe("REQUEST_NOT_FOUND");
    expect((await apiOnly.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});
