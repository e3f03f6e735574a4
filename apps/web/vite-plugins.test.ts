import { describe, expect, it } from "vitest";
import { manifestOnlyOn, withStylesheetsFirst } from "./vite-plugins";

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

describe("withStylesheetsFirst", () => {
  it("asks for every stylesheet before the first script or module preload, keeping their order", () => {
    const html = withStylesheetsFirst(page);
    expect(tags(html)).toEqual([
      'link rel="stylesheet"',
      'link rel="stylesheet"',
      "script",
      'link rel="modulepreload"',
      'link rel="modulepreload"',
      'link rel="manifest"',
    ]);
    expect(html.indexOf("main-3.css")).toBeLessThan(html.indexOf("login-5.css"));
    expect(html.replace(/\s+/g, "").length).toBe(page.replace(/\s+/g, "").length);
  });

  it("leaves a page without stylesheets or scripts as it is", () => {
    const plain = "<html><head><title>x</title></head><body></body></html>";
    expect(withStylesheetsFirst(plain)).toBe(plain);
  });
});

describe("manifestOnlyOn", () => {
  it("keeps the seller app's manifest link on its pages and takes it off the others", () => {
    const bundle = Object.fromEntries(
      ["index.html", "pages/login-page.html", "storefront.html", "admin.html"].map((fileName) => [
        fileName,
        { type: "asset", fileName, source: page },
      ]),
    );
    const plugin = manifestOnlyOn(/^(index|pages\/[\w-]+)\.html$/);
    (plugin.generateBundle as (options: unknown, bundle: unknown) => void)({}, bundle);
    const linked = Object.fromEntries(
      Object.values(bundle).map((asset) => [asset.fileName, asset.source.includes('rel="manifest"')]),
    );
    expect(linked).toEqual({
      "index.html": true,
      "pages/login-page.html": true,
      "storefront.html": false,
      "admin.html": false,
    });
  });
});
