import helmet from "@fastify/helmet";
import fp from "fastify-plugin";

/**
 * A strict Content Security Policy for the single-page app: everything from our
 * own origin, no inline scripts. Style attributes are allowed because React
 * and antd-mobile set them; style elements still come only from our files.
 * No upgrade-insecure-requests: the app is also served over plain HTTP on a
 * local machine, where upgrading would break every request.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      // The same as frame-ancestors 'none', for browsers that only read X-Frame-Options.
      frameguard: { action: "deny" },
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          styleSrcElem: ["'self'"],
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:"],
          fontSrc: ["'self'", "data:"],
          connectSrc: ["'self'", "ws:", "wss:"],
          mediaSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
    });
  },
  { name: "security" },
);
