import { lazy } from "react";

/**
 * antd-mobile's Dialog, with its mask, centre popup and the spring and gesture libraries under
 * them (about 20 KB of compressed script): loaded with the first dialog shown, not with the app,
 * whose first screens open none (bench/cold-profile.bench.ts).
 */
export const Dialog = lazy(() =>
  import("antd-mobile/es/components/dialog").then((module) => ({ default: module.default })),
);
