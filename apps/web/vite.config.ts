import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { firstLoadGroupName } from "./vite-chunk-groups";
import { inlineStartScript } from "./vite-inline-script";
import {
  antdPerComponent,
  localeParts,
  manifestOnlyOn,
  routePages,
  SELLER_APP_PAGES,
  signInPages,
  stylesheetsFirst,
} from "./vite-plugins";
import { reactRouterProductionBuild } from "./vite-react-router";
import { ZOD_MINI_COPY, zodMiniApart } from "./vite-zod-mini";

const API_SERVER = "http://localhost:3000";

/** Modules only the operator console loads: its screens, its texts, Ant Design. */
const CONSOLE_MODULE =
  /([\\/]src[\\/]console[\\/]|[\\/]locales[\\/]console[\\/]|node_modules[\\/](antd|@ant-design|dayjs)[\\/])/;

/** The chunks every page of the seller app loads first (the groups below). */
const ALWAYS_LOADED = /^assets\/(libraries|app|rolldown-runtime)-[\w-]{8}\.js$/;

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

const SIGNED_IN_TEXTS = [
  "\0virtual:seller-locale/signed-out/th",
  "\0virtual:seller-locale/signed-in/th",
  "src/app/signed-in-start.ts",
];

export default defineConfig({
  plugins: [
    react(),
    reactRouterProductionBuild(),
    zodMiniApart(),
    antdPerComponent(),
    localeParts(),
    // The profile's call, sent as the seller app's page is parsed (src/start-calls.ts).
    inlineStartScript(page("./src/start-calls.ts"), "index.html"),
    // A cold start at these addresses fetches its screen with the app (Thai texts: the default).
    routePages({
      "/login": {
        screen: "src/features/auth/pages/login-page.tsx",
        modules: ["\0virtual:seller-locale/signed-out/th"],
      },
      "/": { screen: "src/app/routes/home-screen.tsx", modules: SIGNED_IN_TEXTS },
      "/products": { screen: "src/app/routes/products-screen.tsx", modules: SIGNED_IN_TEXTS },
      "/product/:id": { screen: "src/app/routes/product-screen.tsx", modules: SIGNED_IN_TEXTS },
      "/profile": { screen: "src/app/routes/profile-screen.tsx", modules: SIGNED_IN_TEXTS },
      "/shop": { screen: "src/app/routes/shop-screen.tsx", modules: SIGNED_IN_TEXTS },
      "/pending-shipment": {
        screen: "src/app/routes/orders/pending-shipment-screen.tsx",
        modules: SIGNED_IN_TEXTS,
      },
      "/revenue-record": { screen: "src/app/routes/revenue-record-screen.tsx", modules: SIGNED_IN_TEXTS },
    }),
    signInPages("pages/login-page.html"),
    stylesheetsFirst(),
    manifestOnlyOn(SELLER_APP_PAGES),
    // Installable, and the app shell opens offline. Workbox precaches the built files with a
    // revision each, so a new build replaces them (sw.js itself is served with no-cache); API
    // answers and the socket are never cached or answered by the worker.
    VitePWA({
      registerType: "autoUpdate",
      injectRegister: false,
      includeAssets: ["favicon.svg", "favicon.ico", "sounds/notify.mp3", "icons/apple-touch-icon.png"],
      manifest: {
        id: "/",
        name: "Seller Centre",
        short_name: "Seller Centre",
        description: "Your store, orders and wallet in one place",
        lang: "th",
        start_url: "/profile",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        theme_color: "#007bff",
        background_color: "#f3f5f9",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,ico,mp3,woff2}"],
        // The Thai address data set is loaded only by the screens that need it: not precached for everyone.
        // The operator console (admin.html) is its own page: sellers' devices never precache it.
        globIgnores: [
          "**/thai-address-*.js",
          "**/th_db-*.js",
          "**/en_db-*.js",
          "**/geo-*.js",
          "admin.html",
          "**/admin-*.js",
          "**/admin-*.css",
          "**/console-*.js",
          "**/console-*.css",
        ],
        navigateFallback: "/index.html",
        // The buyers' storefront is its own page (storefront.html): never answered with the seller app.
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/socket\.io\//,
          /^\/s(\/|$)/,
          /^\/o(\/|$)/,
          /^\/admin(\/|$)/,
        ],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  resolve: {
    // npm hoists React 18 to the root as antd-mobile's peer while this app uses React 19;
    // one copy for everything, or hooks break across the two.
    dedupe: ["react", "react-dom"],
  },
  server: {
    proxy: {
      "/api": API_SERVER,
      "/socket.io": { target: API_SERVER, ws: true },
    },
  },
  build: {
    outDir: "dist",
    modulePreload: {
      // Vite's polyfill of <link rel="modulepreload"> is code in every entry's first script, for
      // browsers without it: Chromium, Firefox 115 and Safari 17 preload modules natively, and an
      // older Safari still loads every module, only without the head start.
      polyfill: false,
      // Each lazy import carries the list of files to fetch with it. The libraries every page
      // loads before its own code runs need no listing: they are always there already.
      // (A page's own preload links keep them all.)
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === "js"
          ? dependencies.filter((dependency) => !ALWAYS_LOADED.test(dependency))
          : dependencies,
    },
    emptyOutDir: true,
    assetsDir: "assets",
    rolldownOptions: {
      // Three pages with their own bundles: the seller app, the buyers' storefront (/s, /o)
      // and the operator console (/admin).
      input: { main: "index.html", storefront: "storefront.html", admin: "admin.html" },
      output: {
        // The console's own chunks (its screens' lazy parts, its texts) are named console-*: the
        // seller app's service worker leaves them out of its precache. No chunk group is used for
        // them: a group also takes in its modules' dependencies, which the seller app shares.
        // antd-mobile's parts are named after every screen that loads them, some 150 characters a
        // name, repeated in each import and preload list that names them: the hash alone tells them apart.
        chunkFileNames: (chunk) => {
          if (chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => CONSOLE_MODULE.test(id)))
            return "assets/console-[name]-[hash].js";
          if (chunk.name.startsWith("antd-mobile~")) return "assets/antd-mobile-[hash].js";
          return "assets/[name]-[hash].js";
        },
        // Libraries change less often than our screens: their own chunks stay cached across releases.
        // Only libraries every page loads are grouped; the rest (antd-mobile's components, forms,
        // zod) are split by the screens that use them, so a screen downloads what it shows.
        codeSplitting: {
          // A group takes only the modules its name function names, not their dependencies:
          // the seller app's groups must leave out what the storefront shares with it.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: firstLoadGroupName({
                app: page("./index.html"),
                signIn: "src/features/auth/pages/login-page.tsx",
                screens: [
                  "src/app/routes/home-screen.tsx",
                  "src/app/routes/products-screen.tsx",
                  "src/app/routes/profile-screen.tsx",
                ],
                startScreen: "src/app/routes/profile-screen.tsx",
                withEveryScreen: ["src/app/shell/notification-effects.tsx"],
                signedInAlso: ["src/app/first-screen-data.ts"],
                storefront: page("./storefront.html"),
                console: page("./admin.html"),
                // Texts come in the reader's language only; the address picker only with the forms
                // that show it (the buyer's order page shares the checkout's other helpers).
                keepApart:
                  /virtual:(seller|storefront)-locale|modulepreload-polyfill|components[\\/]thai-address-picker(\.tsx|\.module\.css)$/,
              }),
              priority: 10,
            },
            // What every page (seller app, storefront, console) runs before its screen, in one chunk:
            // React, its external-store shim, the query layer, i18next and Vite's loader of lazy chunks
            // (left to itself the loader may land in a lazily loaded library's chunk, the Thai address
            // data, which every page would then preload).
            {
              name: "libraries",
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]|preload-helper/,
              priority: 1,
            },
            // The seller app's router, apart from React: the storefront uses a smaller one.
            { name: "react-router", test: /node_modules[\\/]react-router[\\/]/ },
            // The storefront's router.
            { name: "wouter", test: /node_modules[\\/](wouter|regexparam)[\\/]/ },
            // antd-mobile and what it is built on, cut by the pages and screens that load each part:
            // the sign-in screen downloads its button and checkbox, not the popups and their springs.
            {
              name: "antd-mobile",
              test: /node_modules[\\/](antd-mobile|antd-mobile-icons|@react-spring|@use-gesture|rc-[^\\/]+|ahooks|@floating-ui|staged-components)[\\/]/,
              entriesAware: true,
            },
            // zod/mini's own copy of zod (vite-zod-mini.ts): the storefront loads it, not classic zod.
            {
              name: "zod-mini",
              test: (id: string) => id.endsWith(ZOD_MINI_COPY),
              priority: 1,
            },
            { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
            {
              name: "thai-address",
              test: /node_modules[\\/]thai-address-universal[\\/]dist[\\/]esm[\\/]index/,
            },
          ],
        },
      },
    },
  },
});
