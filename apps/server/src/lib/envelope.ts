import { translate } from "@seller/contract/messages";
import type { FastifyRequest } from "fastify";

/**
 * The success envelope (spec section 7) with its message in the caller's
 * language. Routes declare `successEnvelopeSchema(contractSchema)` as their
 * response so that fields the contract does not name are stripped.
 */
export function ok<T>(request: FastifyRequest, data: T, messageKey = "server.ok") {
  return { success: true as const, data, message: translate(request.language, messageKey) };
}
