import { registerSW } from "virtual:pwa-register";

/**
 * Registers the service worker of the built app (vite-plugin-pwa, Workbox).
 * A new build's worker takes over at once and the page reloads onto the new
 * files, so a seller never runs a mix of two releases. Not in development,
 * where Vite serves the sources.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  registerSW({ immediate: true });
}
