import { lazy } from "react";

/** Fetches antd-mobile's Dialog code (once: the browser keeps the module). */
export const loadDialogCode = () => import("antd-mobile/es/components/dialog");

/**
 * antd-mobile's Dialog, with its mask, centre popup and the spring and gesture libraries under
 * them (about 20 KB of compressed script): loaded with the first dialog shown, not with the app,
 * whose first screens open none (bench/cold-profile.bench.ts).
 */
export const Dialog = lazy(() => loadDialogCode().then((module) => ({ default: module.default })));
