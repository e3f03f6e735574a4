import { registerSW } from "virtual:pwa-register";

/** The latest a seller's device waits for a quiet moment before installing the worker anyway. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Registers the service worker of the built app (vite-plugin-pwa, Workbox).
 * A new build's worker takes over at once and the page reloads onto the new
 * files, so a seller never runs a mix of two releases. Not in development,
 * where Vite serves the sources.
 *
 * Installing precaches the whole app (about 900 KB): it waits until the first
 * screen has loaded and the page is idle, so that on a slow link it does not
 * compete with that screen's own files (Lighthouse /login: blocking time
 * 300-430 ms with the worker registered at start, 100-125 ms without).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    whenIdle(() => registerSW({ immediate: true }), { timeout: IDLE_TIMEOUT_MS });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
