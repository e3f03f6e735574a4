import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** React Router's build with its development warnings off, shipped beside the one its exports name. */
export const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL("../../node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

/**
 * React Router's package exports name only its development build
 * (remix-run/react-router#14102), so a production bundle would carry its
 * warnings and its default error screen's note to developers. A build takes
 * the production twin instead: the same code with those switched off, which
 * the minifier then drops. The dev server and the tests keep the warnings.
 */
export function reactRouterProductionBuild(): Plugin {
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    resolveId: (id) => (id === "react-router" ? REACT_ROUTER_PRODUCTION : null),
  };
}
