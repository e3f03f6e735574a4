import type { Plugin } from "vite";

/** Marks the modules of zod/mini's own copy of zod (a query keeps the file, makes a new module). */
export const ZOD_MINI_COPY = "?zod-mini";
const ZOD_FILE = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * zod/mini and the zod core under it become modules of their own, apart from classic zod's.
 * The storefront parses its answers with zod/mini (packages/contract/src/*-answers.ts); were the
 * core shared with the seller app's classic zod, the buyer's first load would carry every core
 * schema classic zod builds (a 23 KB gzip chunk instead of some 6 KB: bench/bundles.bench.ts,
 * storefront ≤ 2x bare React). The seller app's screens that use both load both copies' parts:
 * zod recognizes its schemas by their traits, not by their class, so a classic object embeds a
 * mini schema of the other copy as it would its own.
 */
export function zodMiniApart(): Plugin {
  return {
    name: "zod-mini-apart",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer, options) {
      const inCopy = importer?.endsWith(ZOD_MINI_COPY) ?? false;
      if (source !== "zod/mini" && !inCopy) return null;
      const resolved = await this.resolve(
        source,
        importer?.slice(0, inCopy ? -ZOD_MINI_COPY.length : undefined),
        {
          ...options,
          skipSelf: true,
        },
      );
      if (!resolved || resolved.external || !ZOD_FILE.test(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${ZOD_MINI_COPY}` };
    },
  };
}
