import { describe, expect, it } from "vitest";
import { firstLoadGroupName, type ModuleGraph } from "./vite-chunk-groups";

/** A module graph: each module's static imports, and after a `~` its dynamic ones. */
const graphOf = (modules: Record<string, string>): ModuleGraph => ({
  getModuleInfo(id) {
    const line = modules[id];
    if (line === undefined) return null;
    const [imported = "", dynamic = ""] = line.split("~");
    const ids = (list: string) => list.split(" ").filter(Boolean);
    return { importedIds: ids(imported), dynamicallyImportedIds: ids(dynamic) };
  },
});

const graph = graphOf({
  "/web/index.html": "/web/src/main.tsx",
  "/web/src/main.tsx":
    "/web/src/app.tsx /node_modules/react/index.js /web/src/languages.ts \0virtual:texts/th",
  "/web/src/app.tsx":
    "/node_modules/react-router/index.js ~ /web/src/login-page.tsx /web/src/profile-screen.tsx /web/src/orders-screen.tsx",
  "/web/src/login-page.tsx": "/web/src/form.tsx",
  "/web/src/profile-screen.tsx":
    "/web/src/form.tsx /web/src/balance.tsx /web/src/money.ts /web/src/wallet.ts /node_modules/zod/index.js ~ /web/src/first-data.ts",
  "/web/src/first-data.ts": "/web/src/money.ts",
  "/web/src/orders-screen.tsx": "/web/src/orders-table.tsx",
  "/web/storefront.html": "/web/src/storefront.tsx",
  "/web/src/storefront.tsx":
    "/node_modules/react/index.js /web/src/languages.ts /web/src/money.ts ~ /web/src/refund.tsx",
  "/web/src/refund.tsx": "/node_modules/zod/index.js",
  "/web/admin.html": "/web/src/console.tsx",
  "/web/src/console.tsx": "/node_modules/react-router/index.js /web/src/wallet.ts",
});

const nameOf = firstLoadGroupName({
  app: "/web/index.html",
  signIn: "src/login-page.tsx",
  screens: ["src/profile-screen.tsx"],
  signedInAlso: ["src/first-data.ts"],
  storefront: "/web/storefront.html",
  console: "/web/admin.html",
  keepApart: /virtual:texts/,
});

const groups = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, nameOf(id, graph)]));

describe("firstLoadGroupName", () => {
  it("puts the entry's and the sign-in's static imports in app, the first signed-in screens' in signed-in", () => {
    expect(
      groups(["/web/src/app.tsx", "/web/src/form.tsx", "/web/src/balance.tsx", "/web/src/first-data.ts"]),
    ).toEqual({
      "/web/src/app.tsx": "app",
      "/web/src/form.tsx": "app",
      "/web/src/balance.tsx": "signed-in",
      "/web/src/first-data.ts": "signed-in",
    });
  });

  it("leaves the page, its script, the screens and texts in one language to chunks of their own", () => {
    const own = [
      "/web/index.html",
      "/web/src/main.tsx",
      "/web/src/login-page.tsx",
      "/web/src/profile-screen.tsx",
    ];
    expect(groups([...own, "\0virtual:texts/th"])).toEqual(
      Object.fromEntries([...own, "\0virtual:texts/th"].map((id) => [id, null])),
    );
  });

  it("names what another page shares by when that page loads it; the storefront's first libraries stay apart", () => {
    expect(
      groups([
        "/web/src/languages.ts",
        "/web/src/money.ts",
        "/web/src/wallet.ts",
        "/node_modules/zod/index.js",
        "/node_modules/react-router/index.js",
        "/node_modules/react/index.js",
      ]),
    ).toEqual({
      "/web/src/languages.ts": "app-and-storefront",
      "/web/src/money.ts": "app-and-storefront",
      "/web/src/wallet.ts": "signed-in-and-console",
      "/node_modules/zod/index.js": "signed-in-and-storefront-zod",
      "/node_modules/react-router/index.js": "app-and-console",
      "/node_modules/react/index.js": null,
    });
  });

  it("leaves the screens no cold start opens to the automatic chunks", () => {
    expect(groups(["/web/src/orders-screen.tsx", "/web/src/orders-table.tsx"])).toEqual({
      "/web/src/orders-screen.tsx": null,
      "/web/src/orders-table.tsx": null,
    });
  });
});
