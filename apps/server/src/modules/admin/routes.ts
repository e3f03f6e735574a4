import { operatorSchema, operatorSigninBodySchema } from "@seller/contract/auth";
import { successEnvelopeSchema } from "@seller/contract/envelope";
import { operatorSigninResultSchema } from "@seller/contract/two-factor";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import type { RateLimits } from "../../lib/rate-limits";
import { callerOf } from "../../plugins/auth";
import { createSession } from "../auth/sessions";
import { checkSignin } from "../auth/signin-guard";
import { startChallengeIfEnabled } from "../two-factor/challenges";
import { getOperator, operatorCredentials } from "./service";

/** The operator console's session. Operators are a separate table and a separate session kind. */
const adminRoutes: FastifyPluginAsync<{ limits: RateLimits }> = async (app, { limits }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const perAddress = limits.operatorSigninPerAddress;

  routes.post(
    "/api/admin/signin",
    {
      config: { rateLimit: { max: perAddress.max, timeWindow: perAddress.windowMs } },
      schema: {
        body: operatorSigninBodySchema,
        response: { 200: successEnvelopeSchema(operatorSigninResultSchema) },
      },
    },
    async (request) => {
      const { account, password } = request.body;
      const operatorId = await checkSignin(app.db, operatorCredentials, {
        account,
        password,
        limit: limits.signinPerAccount,
      });
      const challenge = await startChallengeIfEnabled(app.db, {
        kind: "operator",
        ownerId: operatorId,
        remember: false,
      });
      if (challenge) return ok(request, challenge, "twoFactor.codeRequired");
      const issued = await createSession(app.db, { kind: "operator", ownerId: operatorId, remember: false });
      const operator = await getOperator(app.db, operatorId);
      return ok(
        request,
        { token: issued.token, expires_at: issued.expiresAt.toISOString(), operator },
        "server.signedIn",
      );
    },
  );

  routes.get(
    "/api/admin/me",
    { config: { auth: "operator" }, schema: { response: { 200: successEnvelopeSchema(operatorSchema) } } },
    async (request) => ok(request, await getOperator(app.db, callerOf(request, "operator").ownerId)),
  );
};

export default adminRoutes;
