import type { FastifyRequest } from "fastify";

/** The operator behind an act, with the session and address it came from. */
export type OperatorContext = { operatorId: number; sessionId: number | null; address: string | null };

/** The acting operator of a request on an operator-guarded route. */
export function operatorContextOf(request: FastifyRequest): OperatorContext {
  const session = request.auth;
  if (session?.kind !== "operator") throw new Error("route is not guarded for operator");
  return { operatorId: session.ownerId, sessionId: session.id, address: request.ip ?? null };
}
