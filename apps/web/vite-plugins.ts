import { existsSync, readFileSync } from "node:fs";
import type { Plugin } from "vite";

/** The locale namespaces the buyers' storefront shows; the seller app's other texts stay out of its bundle. */
const STOREFRONT_NAMESPACES = ["address", "common", "errors", "orders", "storefront"];
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
  "slideVerifier",
  "toast",
  "twoFactor",
  "validation",
];
const LOCALE_PARTS: Record<string, (key: string) => boolean> = {
  "storefront-locale": (key) => STOREFRONT_NAMESPACES.includes(key),
  "seller-locale/signed-out": (key) => SIGNED_OUT_NAMESPACES.includes(key),
  "seller-locale/signed-in": (key) => !SIGNED_OUT_NAMESPACES.includes(key),
};
const LOCALE_PART = /^virtual:((?:storefront-locale|seller-locale\/signed-(?:out|in)))\/(th|en|zh-CN|zh-TW)$/;

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
      const file = new URL(`../../packages/contract/src/locales/${language}.json`, import.meta.url);
      this.addWatchFile(file.pathname);
      const texts = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
      const picked = Object.fromEntries(Object.entries(texts).filter(([key]) => keep(key)));
      return `export default ${JSON.stringify(picked)};`;
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
