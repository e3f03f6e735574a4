import type { FastifyReply, FastifyRequest } from "fastify";
import { type Answer, type IdempotentCall, idempotencyKeyOf } from "../modules/idempotency/service";

/**
 * What makes a money-moving POST the same request: its caller, its
 * Idempotency-Key header (optional; the web app sends one per submit), method,
 * path and parsed body. Guarded routes only: the caller is the session's owner.
 */
export function idempotentCall(request: FastifyRequest): IdempotentCall {
  if (!request.auth) throw new Error("idempotent routes must be guarded");
  return {
    actor: `${request.auth.kind}:${request.auth.ownerId}`,
    key: idempotencyKeyOf(request.headers["idempotency-key"]),
    method: request.method,
    path: request.url.split("?")[0] ?? request.url,
    body: withoutSecrets(request.body),
    publish: request.server.realtime.publish,
  };
}

/**
 * The same for the storefront's unguarded calls: a buyer has no session, so the service names the
 * caller by what they hold (the store's slug, the order's code) when the call runs. The body is
 * hashed whole: a buyer's forms hold no password.
 */
export function unguardedCallAs(request: FastifyRequest): (actor: string) => IdempotentCall {
  return (actor) => ({
    actor,
    key: idempotencyKeyOf(request.headers["idempotency-key"]),
    method: request.method,
    path: request.url.split("?")[0] ?? request.url,
    body: request.body,
    publish: request.server.realtime.publish,
  });
}

/**
 * Passwords stay out of the stored request hash: a hash of a short password
 * is easy to reverse. A repeat with another password still replays the first
 * answer, which moves nothing.
 */
function withoutSecrets(body: unknown): unknown {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([name]) => !/password/i.test(name)));
}

/** Sends a stored or fresh answer; its body was shaped by the route's own envelope. */
export function sendAnswer(reply: FastifyReply, answer: Answer) {
  return reply.code(answer.statusCode).send(answer.body as never);
}
