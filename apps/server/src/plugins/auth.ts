import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error";
import { type ActiveSession, resolveSession, type SessionKind } from "../modules/auth/sessions";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route: a signed-in seller or operator. Absent: public. */
    auth?: SessionKind;
    /**
     * A public route that answers a signed-in caller with more (the catalogue's
     * cost price): a bearer token, when sent, must be valid and is resolved.
     */
    optionalAuth?: boolean;
  }
  interface FastifyRequest {
    /** The session of the bearer token, on routes that require one. */
    auth: ActiveSession | null;
  }
}

/** The signed-in caller of a guarded route; throws if the route forgot its guard. */
export function callerOf(request: FastifyRequest, kind: SessionKind): ActiveSession {
  if (!request.auth || request.auth.kind !== kind) throw new Error(`route is not guarded for ${kind}`);
  return request.auth;
}

/**
 * One hook guards every route that declares `config: { auth }`: it runs before
 * the body is read, so an anonymous call is refused before anything else.
 */
export default fp(
  async (app) => {
    app.decorateRequest("auth", null);
    app.addHook("onRequest", async (request) => {
      const { auth: required, optionalAuth } = request.routeOptions.config;
      if (!required && !optionalAuth) return;
      const header = request.headers.authorization;
      if (!header && !required) return;
      if (!header) throw new AppError("AUTH_TOKEN_INVALID", "server.tokenMissing");
      const [scheme, token, extra] = header.split(" ");
      if (scheme?.toLowerCase() !== "bearer" || !token || extra !== undefined) {
        throw new AppError("AUTH_TOKEN_INVALID");
      }
      const session = await resolveSession(app.db, token);
      if (required && session.kind !== required) {
        const messageKey = required === "operator" ? "server.operatorOnly" : "server.sellerOnly";
        throw new AppError("AUTH_PERMISSION_DENIED", messageKey);
      }
      request.auth = session;
    });
  },
  { name: "auth", dependencies: ["database"] },
);
