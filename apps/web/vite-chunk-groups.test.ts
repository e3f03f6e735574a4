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
    "/node_modules/react-router/index.js ~ /web/src/login-page.tsx /web/src/home-screen.tsx /web/src/products-screen.tsx /web/src/profile-screen.tsx /web/src/orders-screen.tsx /web/src/effects.tsx",
  "/web/src/login-page.tsx": "/web/src/form.tsx /web/src/slide-check.tsx /web/src/login.module.css",
  "/web/src/home-screen.tsx":
    "/web/src/balance.tsx /web/src/carousel.tsx /web/src/tab-bar.tsx /web/src/product-card.tsx",
  "/web/src/products-screen.tsx": "/web/src/product-card.tsx /web/src/tab-bar.tsx",
  "/web/src/product-card.tsx": "/node_modules/antd-mobile/rate.js /web/src/product-card.module.css",
  "/web/src/carousel.tsx": "/node_modules/antd-mobile/swiper.js /web/src/carousel.module.css",
  "/web/src/profile-screen.tsx":
    "/web/src/form.tsx /web/src/balance.tsx /web/src/money.ts /web/src/wallet.ts /node_modules/zod/index.js /web/src/tab-bar.tsx /web/src/profile-card.tsx /web/src/socket.ts /web/src/profile-keys.ts ~ /web/src/first-data.ts",
  "/web/src/profile-card.tsx": "/web/src/profile-card.module.css",
  "/web/src/first-data.ts": "/web/src/money.ts /web/src/profile-keys.ts",
  "/web/src/effects.tsx": "/web/src/socket.ts",
  "/web/src/orders-screen.tsx": "/web/src/orders-table.tsx /web/src/profile-card.tsx",
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
  screens: ["src/home-screen.tsx", "src/products-screen.tsx", "src/profile-screen.tsx"],
  startScreen: "src/profile-screen.tsx",
  withEveryScreen: ["src/effects.tsx"],
  signedInAlso: ["src/first-data.ts"],
  storefront: "/web/storefront.html",
  console: "/web/admin.html",
  keepApart: /virtual:texts/,
});

const groups = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, nameOf(id, graph)]));

describe("firstLoadGroupName", () => {
  it("puts the entry's static imports and what the sign-in shares with signed-in screens in app, the first signed-in screens' in signed-in", () => {
    expect(
      groups(["/web/src/app.tsx", "/web/src/form.tsx", "/web/src/balance.tsx", "/web/src/first-data.ts"]),
    ).toEqual({
      "/web/src/app.tsx": "app",
      "/web/src/form.tsx": "app",
      "/web/src/balance.tsx": "signed-in",
      "/web/src/first-data.ts": "signed-in",
    });
  });

  it("keeps what one first screen alone reaches out of signed-in, in a chunk of that screen's", () => {
    expect(
      groups([
        "/web/src/carousel.tsx",
        "/node_modules/antd-mobile/swiper.js",
        "/web/src/profile-card.tsx",
        "/web/src/wallet.ts",
      ]),
    ).toEqual({
      "/web/src/carousel.tsx": "home-screen-only",
      "/node_modules/antd-mobile/swiper.js": "home-screen-only",
      // A screen no cold start opens may share it: it loads that chunk later.
      "/web/src/profile-card.tsx": "profile-screen-only",
      // Shared with the console: its group says so, whichever screen reaches it.
      "/web/src/wallet.ts": "signed-in-and-console",
    });
  });

  it("keeps what the sign-in alone reaches out of app, but not its styles", () => {
    expect(groups(["/web/src/slide-check.tsx", "/web/src/login.module.css"])).toEqual({
      "/web/src/slide-check.tsx": "login-page-only",
      "/web/src/login.module.css": "app",
    });
  });

  it("keeps what first screens share without the start screen in a chunk named for them, but not its styles nor libraries", () => {
    expect(
      groups([
        "/web/src/product-card.tsx",
        "/node_modules/antd-mobile/rate.js",
        "/web/src/product-card.module.css",
      ]),
    ).toEqual({
      "/web/src/product-card.tsx": "home-screen-and-products-screen",
      // A library: left to the config's library groups, which a lazy dialog anywhere may load without the screens.
      "/node_modules/antd-mobile/rate.js": null,
      "/web/src/product-card.module.css": "signed-in",
    });
  });

  it("keeps in signed-in what two first screens share, what every start loads, and the styles", () => {
    expect(
      groups([
        "/web/src/tab-bar.tsx",
        "/web/src/balance.tsx",
        "/web/src/socket.ts",
        "/web/src/profile-keys.ts",
        "/web/src/carousel.module.css",
        "/web/src/profile-card.module.css",
      ]),
    ).toEqual({
      "/web/src/tab-bar.tsx": "signed-in",
      "/web/src/balance.tsx": "signed-in",
      "/web/src/socket.ts": "signed-in",
      "/web/src/profile-keys.ts": "signed-in",
      "/web/src/carousel.module.css": "signed-in",
      "/web/src/profile-card.module.css": "signed-in",
    });
  });

  it("leaves the page, its script, the screens and texts in one language to chunks of their own", () => {
    const own = [
      "/web/index.html",
      "/web/src/main.tsx",
      "/web/src/login-page.tsx",
      "/web/src/home-screen.tsx",
      "/web/src/profile-screen.tsx",
      "/web/src/effects.tsx",
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
