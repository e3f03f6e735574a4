/** The storefront's part of a locale file (vite.config.ts, storefrontLocales). */
declare module "virtual:storefront-locale/*" {
  const texts: Record<string, unknown>;
  export default texts;
}
