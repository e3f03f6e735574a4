import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client";
import { AppError } from "../lib/app-error";
import type { CounterStore } from "../lib/counter-store";
import type { Limit } from "../lib/rate-limits";
import { type ActiveSession, resolveSession, type SessionKind } from "../modules/auth/sessions";
import { operatorDuty } from "../modules/two-factor/operators";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route: a signed-in seller, operator, or either ("any"). Absent: public. */
    auth?: SessionKind | "any";
    /**
     * An operator route open while the printed first password is not yet
     * changed (change-password and logout only).
     */
    beforePasswordChange?: boolean;
    /**
     * An operator route open before an authenticator app is enrolled (the
     * enrolment itself); change-password and logout are open before it too.
     */
    beforeTwoFactor?: boolean;
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
export function callerOf(request: FastifyRequest, kind: SessionKind | "any"): ActiveSession {
  if (!request.auth || (kind !== "any" && request.auth.kind !== kind))
    throw new Error(`route is not guarded for ${kind}`);
  return request.auth;
}

/**
 * The session of a bearer token whose owner may still act: a suspended
 * seller's tokens stop working at once, whenever the suspension happened.
 * Also used by the real-time handshake.
 */
export async function activeSession(db: Database, token: string, address?: string): Promise<ActiveSession> {
  const { sellerStatus, ...session } = await resolveSession(db, token, new Date(), address);
  if (session.kind === "seller" && sellerStatus !== "active") {
    throw new AppError("AUTH_TOKEN_INVALID", "security.accountSuspended");
  }
  return session;
}

/** The bearer token of an Authorization header, or the reason it is refused. */
export function bearerToken(header: string | undefined): string {
  if (!header) throw new AppError("AUTH_TOKEN_INVALID", "server.tokenMissing");
  const [scheme, token, extra] = header.split(" ");
  if (scheme?.toLowerCase() !== "bearer" || !token || extra !== undefined) {
    throw new AppError("AUTH_TOKEN_INVALID");
  }
  return token;
}

/** Methods that change nothing: every other one is a write. */
export const READ_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * One hook guards every route that declares `config: { auth }`: it runs before
 * the body is read, so an anonymous call is refused before anything else.
 */
export default fp<{ writesPerSeller: Limit; counters: CounterStore }>(
  async (app, options) => {
    const { max, windowMs } = options.writesPerSeller;
    app.decorateRequest("auth", null);
    app.addHook("onRequest", async (request, reply) => {
      const {
        auth: required,
        beforePasswordChange,
        beforeTwoFactor,
        optionalAuth,
      } = request.routeOptions.config;
      if (!required && !(optionalAuth && request.headers.authorization)) return;
      const session = await activeSession(app.db, bearerToken(request.headers.authorization), request.ip);
      if (required && required !== "any" && session.kind !== required) {
        const messageKey = required === "operator" ? "server.operatorOnly" : "server.sellerOnly";
        throw new AppError("AUTH_PERMISSION_DENIED", messageKey);
      }
      if (required && session.kind === "operator" && !beforePasswordChange) {
        // DECISIONS.md "Operator console": the printed first password is replaced, then an
        // authenticator app enrolled, before any other operator call answers.
        const duty = await operatorDuty(app.db, session.ownerId);
        if (duty === "change_password")
          throw new AppError("AUTH_PERMISSION_DENIED", "security.operatorMustChangePassword");
        if (duty === "enrol_two_factor" && !beforeTwoFactor)
          throw new AppError("AUTH_PERMISSION_DENIED", "security.operatorMustEnrolTwoFactor");
      }
      request.auth = session;
      // A signed-in seller's writes each cost a transaction (and uploads, images, money moves): a
      // script holding one token is held to a person's pace, before the body is even read.
      if (session.kind === "seller" && !READ_METHODS.has(request.method)) {
        const { count, resetInMs } = await options.counters.hit(`seller-writes:${session.ownerId}`, windowMs);
        if (count > max) {
          reply.header("retry-after", String(Math.max(1, Math.ceil(resetInMs / 1000))));
          throw new AppError("REQUEST_RATE_LIMIT");
        }
      }
    });
  },
  { name: "auth", dependencies: ["database"] },
);
