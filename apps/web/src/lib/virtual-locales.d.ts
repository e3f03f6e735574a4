/** A part of a locale file: the signed-out screens' namespaces, or all the others (vite.config.ts, localeParts). */
declare module "virtual:seller-locale/*" {
  const texts: Record<string, unknown>;
  export default texts;
}
