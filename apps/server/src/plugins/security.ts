import type { IncomingMessage } from "node:http";
import fp from "fastify-plugin";
import helmet from "helmet";

/** A Host header as browsers send it (name or address, optional port); anything else is not echoed. */
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * WebSockets to this origin only (the real-time channel). CSP Level 3 lets
 * 'self' cover ws: and wss: of the same host, but browsers that predate it do
 * not; naming this host's ws:// and wss:// keeps them working without opening
 * WebSockets to any other host, as a bare "ws: wss:" would.
 */
function sameOriginSockets(scheme: "ws" | "wss") {
  return (request: IncomingMessage) => {
    const host = request.headers.host ?? "";
    return HOST.test(host) ? `${scheme}://${host}` : "";
  };
}

/**
 * A strict Content Security Policy for the single-page app: everything from our
 * own origin, no inline scripts but the seller app's start script, named by its
 * hash. Style attributes are allowed because React and antd-mobile set them;
 * style elements still come only from our files.
 * No upgrade-insecure-requests: the app is also served over plain HTTP on a
 * local machine, where upgrading would break every request.
 *
 * API answers carry personal data (profile, ID and card numbers, balances):
 * `Cache-Control: no-store` keeps them out of the browser's and any proxy's
 * cache, so nothing is left behind on a shared phone after logout.
 */
export type SecurityOptions = {
  /** Hash sources of the seller app's inline scripts (lib/inline-scripts.ts); none without a build. */
  inlineScripts?: readonly string[];
};

export default fp<SecurityOptions>(
  async (app, options) => {
    app.addHook("onSend", async (request, reply) => {
      if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) {
        reply.header("cache-control", "no-store");
      }
    });
    // Built once each: @fastify/helmet builds Helmet again for every request, which took 6% of
    // the server's CPU under load (bench/README.md). The Host-dependent directive is a function
    // that Helmet calls per request.
    // The seller app's page runs one inline script, its start script, allowed by its hash alone.
    const appHeaders = secureHeaders(["'self'"], options.inlineScripts ?? []);
    // The operator console's components (Ant Design) write their styles into <style> elements at
    // run time; only its page allows inline style elements. Scripts stay 'self' everywhere, and the
    // seller app and the storefront keep the strict policy.
    const consoleHeaders = secureHeaders(["'self'", "'unsafe-inline'"], []);
    app.addHook("onRequest", (request, reply, done) => {
      const headers = CONSOLE_PAGE.test(request.url) ? consoleHeaders : appHeaders;
      headers(request.raw, reply.raw, () => done());
    });
  },
  { name: "security" },
);

const CONSOLE_PAGE = /^\/admin(\/|\?|$)/;

function secureHeaders(styleSrcElem: string[], inlineScripts: readonly string[]) {
  return helmet({
    // The same as frame-ancestors 'none', for browsers that only read X-Frame-Options.
    frameguard: { action: "deny" },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        styleSrc: ["'self'"],
        styleSrcElem,
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", sameOriginSockets("ws"), sameOriginSockets("wss")],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
}
