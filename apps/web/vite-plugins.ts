import { existsSync, readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Plugin } from "vite";
// By path, not the package name: the config is bundled with its relative imports, and Node cannot run the package's TypeScript.
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  languagePage,
} from "../../packages/contract/src/languages";
import { AuthFrame, type AuthFrameTexts } from "./src/features/auth/components/auth-frame";

/**
 * The locale namespaces the buyers' storefront shows, whole or by the parts named; the seller
 * app's other texts (the seller's and operator's order and refund screens) stay out of its bundle.
 */
const STOREFRONT_TEXTS: Record<string, true | readonly string[]> = {
  address: true,
  common: true,
  errors: true,
  orders: ["status", "validation"],
  refunds: ["buyer", "validation"],
  storefront: true,
};
/**
 * The seller app's texts of the signed-out screens (sign-in, its two-factor
 * step, the shell's toasts and banners): a cold start at /login downloads
 * these, a fifth of the locale; the rest comes when the seller goes further
 * (apps/web/src/lib/i18n.ts).
 */
const SIGNED_OUT_NAMESPACES = [
  "auth",
  "common",
  "errors",
  "language",
  "offline",
  "shell",
  "signinFriction",
  "slideVerifier",
  "toast",
  "twoFactor",
  "validation",
];
/** Each part's texts of a namespace: all of them (true), some of its keys, or none (false). */
const LOCALE_PARTS: Record<string, (namespace: string) => boolean | readonly string[]> = {
  "storefront-locale": (namespace) => STOREFRONT_TEXTS[namespace] ?? false,
  "seller-locale/signed-out": (namespace) => SIGNED_OUT_NAMESPACES.includes(namespace),
  "seller-locale/signed-in": (namespace) => !SIGNED_OUT_NAMESPACES.includes(namespace),
};

function pickTexts(texts: Record<string, unknown>, keep: (namespace: string) => boolean | readonly string[]) {
  const picked: Record<string, unknown> = {};
  for (const [namespace, value] of Object.entries(texts)) {
    const kept = keep(namespace);
    if (kept === true) picked[namespace] = value;
    else if (kept !== false && value && typeof value === "object") {
      picked[namespace] = Object.fromEntries(Object.entries(value).filter(([key]) => kept.includes(key)));
    }
  }
  return picked;
}
const LOCALE_PART = /^virtual:((?:storefront-locale|seller-locale\/signed-(?:out|in)))\/(th|en|zh-CN|zh-TW)$/;

const localeFile = (language: string) =>
  new URL(`../../packages/contract/src/locales/${language}.json`, import.meta.url);

/**
 * `import("virtual:storefront-locale/th")`, `import("virtual:seller-locale/signed-out/th")`:
 * a part of a locale file, as a module of its own. Importing the JSON itself
 * would make every buyer, and every seller on the sign-in screen, download all
 * of a language's texts.
 */
export function localeParts(): Plugin {
  return {
    name: "locale-parts",
    resolveId: (id) => (LOCALE_PART.test(id) ? `\0${id}` : undefined),
    load(id) {
      const match = id.startsWith("\0") ? LOCALE_PART.exec(id.slice(1)) : null;
      if (!match) return undefined;
      const [, part = "", language = ""] = match;
      const keep = LOCALE_PARTS[part];
      if (!keep) throw new Error(`no locale part ${part}`);
      const file = localeFile(language);
      this.addWatchFile(file.pathname);
      const texts = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
      return `export default ${JSON.stringify(pickTexts(texts, keep))};`;
    },
  };
}

const ANTD_COMPONENTS = new URL("../../node_modules/antd-mobile/es/components/", import.meta.url).pathname;
const ANTD_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']antd-mobile["'];?/g;

/**
 * `import { Button, Popup } from "antd-mobile"` becomes one import per component
 * (`antd-mobile/es/components/button`), as antd's own babel-plugin-import does.
 * Through the package index, which its package.json marks as having side
 * effects, a screen that shows one button also downloaded Dialog, Popup and
 * their animation library. Names that are not components stay on the index.
 */
export function antdPerComponent(): Plugin {
  const kebab = (name: string) =>
    name.replace(/[a-z0-9][A-Z]/g, (pair) => `${pair[0]}-${pair[1]}`).toLowerCase();
  return {
    name: "antd-per-component",
    transform(code, id) {
      if (!/\/src\/.*\.[jt]sx?$/.test(id) || !code.includes("antd-mobile")) return undefined;
      const rewritten = code.replace(ANTD_IMPORT, (_statement, names: string) => {
        const rest: string[] = [];
        const imports = ['import "antd-mobile/es/global";'];
        for (const specifier of names
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean)) {
          const [name = "", local = name] = specifier.split(/\s+as\s+/);
          const dir = kebab(name);
          if (existsSync(`${ANTD_COMPONENTS}${dir}/index.js`)) {
            imports.push(`import ${local} from "antd-mobile/es/components/${dir}";`);
          } else rest.push(specifier);
        }
        if (rest.length > 0) imports.push(`import { ${rest.join(", ")} } from "antd-mobile";`);
        return imports.join("\n");
      });
      return rewritten === code ? undefined : { code: rewritten, map: null };
    },
  };
}

type OutputChunk = {
  type: "chunk";
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
};
type BundleEntry = OutputChunk | { type: "asset"; fileName: string; source: string | Uint8Array };

/** Where the built app lists its route pages for the server (apps/server/src/plugins/web-app.ts). */
export const ROUTE_PAGES_FILE = "pages/routes.json";

/**
 * One copy of index.html per route that cold starts open most, with
 * `<link rel="modulepreload">` for the route's screen, the chunks under it
 * and the texts it needs, and its stylesheets. Without them the browser learns
 * of the screen's files only once the app's own code has run: another round
 * of requests before anything shows, a second or more on a phone's 3G link.
 * (Vite's loader finds the stylesheets already linked and does not add them again.) The server
 * answers each route with its copy (pages/routes.json); any other address gets
 * index.html, which works for every route.
 */
export function routePages(routes: Record<string, { screen: string; modules: string[] }>): Plugin {
  return {
    name: "route-pages",
    enforce: "post",
    generateBundle(_options, bundle) {
      const entries = Object.values(bundle) as BundleEntry[];
      const chunks = entries.filter((entry): entry is OutputChunk => entry.type === "chunk");
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (roots: OutputChunk[]) => {
        const seen = new Set<string>();
        const walk = (chunk: OutputChunk | undefined) => {
          if (!chunk || seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          for (const file of chunk.imports) walk(byFile.get(file));
        };
        for (const root of roots) walk(root);
        return seen;
      };
      const chunkOf = (module: string) => {
        const chunk = chunks.find((entry) => entry.facadeModuleId?.endsWith(module));
        if (!chunk) throw new Error(`route-pages: no chunk for ${module}`);
        return chunk;
      };
      const html = entries.find((entry) => entry.fileName === "index.html");
      if (html?.type !== "asset") throw new Error("route-pages: no index.html in the build");
      const page = String(html.source);
      const main = closure([chunkOf("/index.html")]);
      const list: Record<string, string> = {};
      for (const [path, route] of Object.entries(routes)) {
        const files = [...closure([route.screen, ...route.modules].map(chunkOf))].filter(
          (file) => !main.has(file),
        );
        const mainCss = new Set(
          [...main].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]),
        );
        const css = [
          ...new Set(files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])),
        ].filter((file) => !mainCss.has(file));
        const links = [
          ...css.map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">`),
          ...files.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`),
        ].join("\n");
        const fileName = `pages/${route.screen.replace(/^.*\//, "").replace(/\.tsx?$/, "")}.html`;
        this.emitFile({ type: "asset", fileName, source: page.replace("</head>", `${links}\n  </head>`) });
        list[path] = fileName;
      }
      this.emitFile({ type: "asset", fileName: ROUTE_PAGES_FILE, source: JSON.stringify(list) });
    },
  };
}

const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/** The page with its stylesheet links moved ahead of its first module script and module preload. */
export function withStylesheetsFirst(html: string): string {
  const links = html.match(STYLESHEET_LINK) ?? [];
  const rest = html.replace(STYLESHEET_LINK, "");
  // Before the first module script or preload: an inline start script ahead of them stays first,
  // since a parser-inserted script waits for the stylesheets above it (vite-inline-script.ts).
  const first = rest.search(/[ \t]*<(script type="module"|link rel="modulepreload")/);
  if (links.length === 0 || first < 0) return html;
  const block = links.map((link) => `    ${link.trim()}\n`).join("");
  return `${rest.slice(0, first)}${block}${rest.slice(first)}`;
}

/**
 * Every built page asks for its stylesheets before its scripts. Vite writes
 * them after the entry's module preloads, and the route pages add theirs at
 * the end of the head: over HTTP/1.1's six connections a phone then fetches
 * twenty-odd scripts before the styles the first paint waits for (Lighthouse
 * /login: first contentful paint 1.9 s with them last, 1.1-1.25 s first).
 * Runs after routePages, on its pages too.
 */
export function stylesheetsFirst(): Plugin {
  return {
    name: "stylesheets-first",
    enforce: "post",
    generateBundle(_options, bundle) {
      for (const entry of Object.values(bundle) as BundleEntry[]) {
        if (entry.type === "asset" && entry.fileName.endsWith(".html"))
          entry.source = withStylesheetsFirst(String(entry.source));
      }
    },
  };
}

/** The seller app's pages: index.html and the route pages, in every language they are written in. */
export const SELLER_APP_PAGES = /^(index|pages\/[\w.-]+)\.html$/;

const MANIFEST_LINK = /[ \t]*<link rel="manifest"[^>]*>\n?/g;

/**
 * The web app manifest describes the seller app (Seller Centre, opening at
 * /profile); vite-plugin-pwa links it from every page it builds. The buyers'
 * storefront and the operator console are not that app: a buyer who adds a
 * store to the home screen must not install the seller app.
 */
export function manifestOnlyOn(appPages: RegExp): Plugin {
  return {
    name: "manifest-only-on",
    enforce: "post",
    generateBundle(_options, bundle) {
      for (const entry of Object.values(bundle) as BundleEntry[]) {
        if (entry.type !== "asset" || !entry.fileName.endsWith(".html") || appPages.test(entry.fileName))
          continue;
        entry.source = String(entry.source).replace(MANIFEST_LINK, "");
      }
    },
  };
}

type Locale = {
  common: { appName: string; tagline: string };
  auth: { login: { title: string; subtitle: string } };
};

/** The texts the sign-in screen's frame shows in a language, from its locale file. */
export function signInTexts(language: Language): AuthFrameTexts {
  const { common, auth } = JSON.parse(readFileSync(localeFile(language), "utf8")) as Locale;
  return { appName: common.appName, tagline: common.tagline, ...auth.login };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[character]};`);

/**
 * The page with the sign-in frame (brand, card, heading) already in its root,
 * in the language, which also names the page and its title. What the app's
 * boot mark held is replaced; React draws the whole screen over it.
 */
export function withSignInFrame(html: string, language: Language, texts: AuthFrameTexts): string {
  const root = /<div id="root">.*<\/div>$/m;
  if (!root.test(html)) throw new Error("sign-in pages: no one-line #root in the page");
  const frame = renderToStaticMarkup(createElement(AuthFrame, texts));
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(texts.appName)}</title>`)
    .replace(root, () => `<div id="root">${frame}</div>`);
}

/**
 * /login's page written in each language, its frame already in place: the
 * largest text of the screen (Lighthouse's largest contentful paint) shows
 * with the first stylesheet, not after the app's scripts have run, about a
 * second later on a phone's slow link (LCP 3.1 s -> 2.3-2.6 s when tried by
 * hand). The default language keeps the route's page name; the server picks
 * the others by the language cookie (apps/server/src/plugins/web-app.ts).
 * Runs after routePages, which writes the page.
 */
export function signInPages(page: string): Plugin {
  return {
    name: "sign-in-pages",
    enforce: "post",
    generateBundle(_options, bundle) {
      const entry = (bundle as Record<string, BundleEntry>)[page];
      if (entry?.type !== "asset") throw new Error(`sign-in pages: no ${page} in the build`);
      const source = String(entry.source);
      for (const language of LANGUAGES) {
        const html = withSignInFrame(source, language, signInTexts(language));
        if (language === DEFAULT_LANGUAGE) entry.source = html;
        else this.emitFile({ type: "asset", fileName: languagePage(page, language), source: html });
      }
    },
  };
}
