/**
 * For component tests only (vitest.config.ts): react-i18next imports this shim, a CommonJS module
 * that would load the root's React 18 beside the app's React 19. React 19 has the hook itself.
 */
export { useSyncExternalStore } from "react";
