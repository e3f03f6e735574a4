import {
  operatorChangePasswordBodySchema,
  operatorSchema,
  operatorSigninBodySchema,
} from "@seller/contract/auth";
import { successEnvelopeSchema } from "@seller/contract/envelope";
import { operatorSigninResultSchema } from "@seller/contract/two-factor";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import type { RateLimits } from "../../lib/rate-limits";
import { callerOf } from "../../plugins/auth";
import { createSession, revokeOtherSessions, revokeSession } from "../auth/sessions";
import { checkSignin } from "../auth/signin-guard";
import { startChallengeIfEnabled } from "../two-factor/challenges";
import { getOperator, operatorCredentials, setOperatorPassword } from "./service";

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
        address: request.ip,
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
        operator.must_change_password ? "security.signedInChangePassword" : "server.signedIn",
      );
    },
  );

  routes.post(
    "/api/admin/logout",
    {
      config: { auth: "operator", beforePasswordChange: true },
      schema: { response: { 200: successEnvelopeSchema(z.null()) } },
    },
    async (request) => {
      await revokeSession(app.db, callerOf(request, "operator").id);
      return ok(request, null, "server.signedOut");
    },
  );

  /**
   * The old password is checked like a sign-in from this address (wrong ones
   * count towards its lock), so a stolen token cannot be used to guess it.
   * Every other session of the operator ends.
   */
  routes.post(
    "/api/admin/change-password",
    {
      config: { auth: "operator", beforePasswordChange: true },
      schema: {
        body: operatorChangePasswordBodySchema,
        response: { 200: successEnvelopeSchema(operatorSchema) },
      },
    },
    async (request) => {
      const session = callerOf(request, "operator");
      const { old_password, new_password } = request.body;
      if (old_password === new_password)
        throw new AppError("REQUEST_VALIDATION_ERROR", "security.passwordUnchanged");
      const { account } = await getOperator(app.db, session.ownerId);
      await checkSignin(app.db, operatorCredentials, {
        account,
        password: old_password,
        address: request.ip,
        limit: limits.signinPerAccount,
      }).catch((error: unknown) => {
        // A 401 would read as "signed out" to a client; a wrong old password is a form error.
        if (error instanceof AppError && error.code === "AUTH_LOGIN_FAILED")
          throw new AppError("REQUEST_VALIDATION_ERROR", "security.oldPasswordWrong");
        throw error;
      });
      await setOperatorPassword(app.db, session.ownerId, new_password);
      await revokeOtherSessions(app.db, session);
      return ok(request, await getOperator(app.db, session.ownerId), "security.passwordChanged");
    },
  );

  routes.get(
    "/api/admin/me",
    { config: { auth: "operator" }, schema: { response: { 200: successEnvelopeSchema(operatorSchema) } } },
    async (request) => ok(request, await getOperator(app.db, callerOf(request, "operator").ownerId)),
  );
};

export default adminRoutes;
