import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { builtInlineScriptSources, inlineScriptSources } from "./inline-scripts";

const source = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptSources", () => {
  it("names each inline script by the hash of its exact text, and no script loaded from a file", () => {
    const start = "(function(){fetch(`/api/sellers/profile`)})();";
    const html = [
      '<head><meta charset="UTF-8" />',
      `<script>${start}</script>`,
      '<script type="module" crossorigin src="/assets/main-1.js"></script>',
      "<script>\n  ไทย();\n</script>",
      "<script></script></head>",
    ].join("\n");
    expect(inlineScriptSources(html)).toEqual([source(start), source("\n  ไทย();\n")]);
    expect(inlineScriptSources('<script src="/a.js"></script>')).toEqual([]);
  });
});

describe("builtInlineScriptSources", () => {
  const dist = mkdtempSync(join(tmpdir(), "seller-inline-"));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("reads index.html and the route pages, each script once", () => {
    mkdirSync(join(dist, "pages"));
    writeFileSync(join(dist, "index.html"), "<script>start()</script>");
    writeFileSync(join(dist, "pages", "profile-screen.html"), "<script>start()</script>");
    writeFileSync(join(dist, "pages", "login-page.en.html"), "<script>other()</script>");
    writeFileSync(join(dist, "pages", "routes.json"), '{"/":"<script>not()</script>"}');
    expect(builtInlineScriptSources(dist).sort()).toEqual([source("start()"), source("other()")].sort());
  });

  it("is empty for a build without pages", () => {
    expect(builtInlineScriptSources(join(dist, "missing"))).toEqual([]);
  });
});
