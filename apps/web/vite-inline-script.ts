import { rolldown } from "rolldown";
import type { Plugin } from "vite";

/** An entry bundled into one minified classic script, its imports included. */
export async function bundleInlineScript(entry: string): Promise<string> {
  const bundle = await rolldown({ input: entry, platform: "browser", logLevel: "warn" });
  try {
    const { output } = await bundle.generate({ format: "iife", minify: true });
    const code = output[0].code.trim();
    // The HTML parser would end the script at the first "</script"; a start script has no reason to hold one.
    if (/<\/script/i.test(code)) throw new Error(`inline-start-script: ${entry} holds "</script"`);
    return code;
  } finally {
    await bundle.close();
  }
}

/** Where the script goes: right after the charset, ahead of every stylesheet and script the page loads. */
const CHARSET = /<meta charset="UTF-8"\s*\/?>/i;

/**
 * Writes an entry into the page as an inline script that runs as the HTML is parsed, before any
 * of the app's files has arrived: ahead of the stylesheets, which a parser-inserted script placed
 * after them would wait for. A file of its own would be one more request in a cold start's count
 * and, as a module, would run only with the rest of the entry (Vite bundles a page's module
 * scripts into one). The server allows it by its hash (apps/server/src/lib/inline-scripts.ts).
 * Bundled again for every page in the dev server, so an edit shows on the next load.
 */
export function inlineStartScript(entry: string, page: string): Plugin {
  return {
    name: "inline-start-script",
    transformIndexHtml: {
      order: "pre",
      async handler(html, context) {
        if (context.path !== `/${page}`) return html;
        if (!CHARSET.test(html)) throw new Error(`inline-start-script: ${page} has no charset meta`);
        const code = await bundleInlineScript(entry);
        return html.replace(CHARSET, (charset) => `${charset}\n    <script>${code}</script>`);
      },
    },
  };
}
