import { APP_VERSION, type VersionInfo } from "@seller/contract/support";

/** Set by build.mjs (esbuild's define) to the commit and the build date; absent when run from source. */
declare const __SERVER_BUILD__: string | undefined;

export function versionInfo(): VersionInfo {
  return {
    version: `v${APP_VERSION}`,
    build: typeof __SERVER_BUILD__ === "string" ? __SERVER_BUILD__ : "development",
  };
}
