import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** A script element with no src: its text runs as written in the page. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The Content-Security-Policy sources that allow each inline script of the page, by its SHA-256. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map(([, text = ""]) => text)
    .filter((text) => text.trim() !== "")
    .map((text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
}

/**
 * The hash sources of the built seller app's inline scripts (its start script,
 * apps/web/vite-inline-script.ts), read from index.html and the route pages the
 * build wrote from it: the policy allows exactly what this build's pages run.
 */
export function builtInlineScriptSources(root: string): string[] {
  const pagesDir = join(root, "pages");
  const pages = [
    join(root, "index.html"),
    ...(existsSync(pagesDir)
      ? readdirSync(pagesDir)
          .filter((name) => name.endsWith(".html"))
          .map((name) => join(pagesDir, name))
      : []),
  ].filter((file) => existsSync(file));
  return [...new Set(pages.flatMap((file) => inlineScriptSources(readFileSync(file, "utf8"))))];
}
