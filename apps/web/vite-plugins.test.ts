import { LANGUAGES } from "@seller/contract/languages";
import { describe, expect, it } from "vitest";
import {
  manifestOnlyOn,
  SELLER_APP_PAGES,
  signInPages,
  signInTexts,
  withSignInFrame,
  withStylesheetsFirst,
} from "./vite-plugins";

const page = [
  "<!doctype html>",
  "<html>",
  "  <head>",
  '    <meta charset="UTF-8" />',
  '    <script type="module" crossorigin src="/assets/main-1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-2.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/main-3.css">',
  '    <link rel="modulepreload" crossorigin href="/assets/login-4.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/login-5.css">',
  '  <link rel="manifest" href="/manifest.webmanifest"></head>',
  '  <body><div id="root"></div></body>',
  "</html>",
].join("\n");

const tags = (html: string) => [...html.matchAll(/<(script|link rel="\w+")/g)].map((match) => match[1]);

/** The page's tags once its stylesheets come first. */
const STYLESHEETS_FIRST = [
  'link rel="stylesheet"',
  'link rel="stylesheet"',
  "script",
  'link rel="modulepreload"',
  'link rel="modulepreload"',
  'link rel="manifest"',
];

describe("withStylesheetsFirst", () => {
  it("asks for every stylesheet before the first script or module preload, keeping their order", () => {
    const html = withStylesheetsFirst(page);
    expect(tags(html)).toEqual(STYLESHEETS_FIRST);
    expect(html.indexOf("main-3.css")).toBeLessThan(html.indexOf("login-5.css"));
    expect(html.replace(/\s+/g, "").length).toBe(page.replace(/\s+/g, "").length);
  });

  it("leaves an inline start script ahead of the stylesheets, which it would otherwise wait for", () => {
    const withStart = page.replace(
      '<meta charset="UTF-8" />',
      '<meta charset="UTF-8" />\n    <script>start()</script>',
    );
    expect(tags(withStylesheetsFirst(withStart))).toEqual(["script", ...STYLESHEETS_FIRST]);
  });

  it("leaves a page without stylesheets or scripts as it is", () => {
    const plain = "<html><head><title>x</title></head><body></body></html>";
    expect(withStylesheetsFirst(plain)).toBe(plain);
  });
});

describe("manifestOnlyOn", () => {
  it("keeps the seller app's manifest link on its pages and takes it off the others", () => {
    const bundle = Object.fromEntries(
      [
        "index.html",
        "pages/login-page.html",
        "pages/login-page.zh-TW.html",
        "storefront.html",
        "admin.html",
      ].map((fileName) => [fileName, { type: "asset", fileName, source: page }]),
    );
    const plugin = manifestOnlyOn(SELLER_APP_PAGES);
    (plugin.generateBundle as (options: unknown, bundle: unknown) => void)({}, bundle);
    const linked = Object.fromEntries(
      Object.values(bundle).map((asset) => [asset.fileName, asset.source.includes('rel="manifest"')]),
    );
    expect(linked).toEqual({
      "index.html": true,
      "pages/login-page.html": true,
      "pages/login-page.zh-TW.html": true,
      "storefront.html": false,
      "admin.html": false,
    });
  });
});

const builtPage = [
  "<!doctype html>",
  '<html lang="th">',
  "  <head><title>Seller Centre</title></head>",
  "  <body>",
  '    <div id="root"><div class="boot" aria-hidden="true"><svg></svg></div></div>',
  '    <script type="module" src="/assets/main-1.js"></script>',
  "  </body>",
  "</html>",
].join("\n");

describe("withSignInFrame", () => {
  it("writes the sign-in frame into the root in the language, which names the page and its title", () => {
    const html = withSignInFrame(builtPage, "zh-TW", {
      appName: "賣家中心",
      tagline: "商店、訂單與錢包",
      title: "登入",
      subtitle: "歡迎回來",
    });
    expect(html).toContain('<html lang="zh-TW">');
    expect(html).toContain("<title>賣家中心</title>");
    expect(html).not.toContain('class="boot"');
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf("<script"));
    for (const text of [
      '<p class="auth-frame-app-name">賣家中心</p>',
      '<h1 id="auth-title" class="auth-frame-title">登入</h1>',
      "歡迎回來",
      "商店、訂單與錢包",
    ])
      expect(root).toContain(text);
    expect(html).toContain('<script type="module" src="/assets/main-1.js"></script>');
  });

  it("escapes the texts it writes", () => {
    const html = withSignInFrame(builtPage, "en", {
      appName: "A & <B>",
      tagline: '"t"',
      title: "<script>x</script>",
      subtitle: "s",
    });
    expect(html).toContain("<title>A &amp; &lt;B&gt;</title>");
    expect(html).not.toContain("<script>x</script>");
  });

  it("refuses a page without the one-line root it replaces", () => {
    expect(() => withSignInFrame("<html><body></body></html>", "th", signInTexts("th"))).toThrow(/#root/);
  });
});

describe("signInPages", () => {
  it("writes the route's page in the default language and a copy in each other language", () => {
    const bundle: Record<string, { type: "asset"; fileName: string; source: string }> = {
      "pages/login-page.html": { type: "asset", fileName: "pages/login-page.html", source: builtPage },
    };
    const emitted: Record<string, string> = {};
    const plugin = signInPages("pages/login-page.html");
    (plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void).call(
      { emitFile: (file: { fileName: string; source: string }) => (emitted[file.fileName] = file.source) },
      {},
      bundle,
    );
    expect(Object.keys(emitted).sort()).toEqual([
      "pages/login-page.en.html",
      "pages/login-page.zh-CN.html",
      "pages/login-page.zh-TW.html",
    ]);
    const pages = { "pages/login-page.html": bundle["pages/login-page.html"]?.source ?? "", ...emitted };
    for (const [fileName, html] of Object.entries(pages)) {
      const language = LANGUAGES.find((code) => html.includes(`<html lang="${code}">`));
      expect(language, fileName).toBeDefined();
      if (!language) continue;
      const texts = signInTexts(language);
      expect(html, fileName).toContain(`<h1 id="auth-title" class="auth-frame-title">${texts.title}</h1>`);
      expect(html, fileName).toContain(texts.tagline);
    }
    expect(pages["pages/login-page.html"]).toContain('<html lang="th">');
  });
});
