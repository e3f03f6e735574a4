import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifySchema } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

export const API_DOCS_PATH = "/api/docs";

/**
 * The reference page's own policy: its files only, like the app's, with style
 * attributes (Swagger UI's React views set them) and nothing inline besides.
 */
const REFERENCE_PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // The one style element Swagger UI writes at run time, allowed by its hash and nothing else inline.
  "style-src 'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

/** "/api/admin/orders/:id" -> "admin", "/api/sellers/wallet" -> "sellers": one group per caller or resource. */
function tagOf(url: string): string {
  return url.split("/")[2] ?? "api";
}

/**
 * The OpenAPI 3.1 document of every route, generated from the zod schemas the
 * routes validate with (the contract's), served at /api/docs/json with a
 * Swagger UI reference page at /api/docs. A route guarded by `config.auth`
 * says so with the bearer scheme; the answer envelope and error codes are
 * the contract's (packages/contract/src/envelope.ts, errors.ts).
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "Seller platform API",
          version: "1.0.0",
          description:
            "Every answer is the envelope { success, data, message, code }. Money is a baht decimal string. " +
            "Send X-App-Language (th, en, zh-CN, zh-TW) for messages in the caller's language; write calls " +
            "that move money take an Idempotency-Key.",
        },
        components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      },
      transform: (input) => {
        const { schema, url } = jsonSchemaTransform(input);
        const guarded = input.route.config?.auth !== undefined;
        const documented: FastifySchema & Record<string, unknown> = {
          ...schema,
          tags: [tagOf(input.url)],
          ...(guarded ? { security: [{ bearer: [] }] } : {}),
        };
        return { schema: documented, url };
      },
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      staticCSP: REFERENCE_PAGE_POLICY,
      uiConfig: { docExpansion: "none", deepLinking: true },
    });
  },
  { name: "api-docs", dependencies: ["security"] },
);
