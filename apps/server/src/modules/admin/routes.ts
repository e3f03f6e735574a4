import {
  operatorChangePasswordBodySchema,
  operatorSchema,
  operatorSigninBodySchema,
} from "@seller/contract/auth";
import { noDataSchema, successEnvelopeSchema } from "@seller/contract/envelope";
import { operatorSigninResultSchema } from "@seller/contract/two-factor";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import type { RateLimits } from "../../lib/rate-limits";
import { callerOf } from "../../plugins/auth";
import { changeOperatorPassword } from "../auth/operator-password";
import { checkOperatorSignin, signInOperator } from "../auth/operator-signin";
import { revokeSession } from "../auth/sessions";
import { deviceOf, rememberDevice } from "../auth/signin-friction";
import { startChallengeIfEnabled } from "../two-factor/challenges";
import { operatorAccount } from "../two-factor/operators";

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
    async (request, reply) => {
      const { account, password, slide_proof } = request.body;
      const device = deviceOf(app.fieldCipher, "operator", request);
      const operatorId = await checkOperatorSignin(app.db, {
        account,
        password,
        address: request.ip,
        device,
        cipher: app.fieldCipher,
        slideProof: slide_proof,
        limit: limits.signinPerAccount,
      });
      // The right password makes the device known, as it does the address.
      rememberDevice(reply, "operator", device);
      const challenge = await startChallengeIfEnabled(app.db, {
        kind: "operator",
        ownerId: operatorId,
        remember: false,
      });
      if (challenge) return ok(request, challenge, "twoFactor.codeRequired");
      const issued = await signInOperator(app.db, operatorId, request.ip, { two_factor: false });
      const operator = await operatorAccount(app.db, operatorId);
      // Without two-factor yet (challenge above): the session opens only the first-start
      // password change and the enrolment (plugins/auth.ts), and the answer says which.
      const message = operator.must_change_password
        ? "security.signedInChangePassword"
        : operator.must_enrol_two_factor
          ? "security.signedInEnrolTwoFactor"
          : "server.signedIn";
      return ok(
        request,
        { token: issued.token, expires_at: issued.expiresAt.toISOString(), operator },
        message,
      );
    },
  );

  routes.post(
    "/api/admin/logout",
    {
      config: { auth: "operator", beforePasswordChange: true },
      schema: { response: { 200: successEnvelopeSchema(noDataSchema) } },
    },
    async (request) => {
      await revokeSession(app.db, callerOf(request, "operator").id);
      return ok(request, null, "server.signedOut");
    },
  );

  /** Every other session of the operator ends (auth/operator-password.ts). */
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
      await changeOperatorPassword(
        app.db,
        session,
        request.ip,
        { oldPassword: old_password, newPassword: new_password },
        { cipher: app.fieldCipher, limit: limits.signinPerAccount },
      );
      return ok(request, await operatorAccount(app.db, session.ownerId), "security.passwordChanged");
    },
  );

  routes.get(
    "/api/admin/me",
    { config: { auth: "operator" }, schema: { response: { 200: successEnvelopeSchema(operatorSchema) } } },
    async (request) => ok(request, await operatorAccount(app.db, callerOf(request, "operator").ownerId)),
  );
};

export default adminRoutes;
