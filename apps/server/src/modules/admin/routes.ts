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
import { operatorContextOf } from "../audit/context";
import { recordOperatorAct } from "../audit/service";
import { signInOperator } from "../auth/operator-signin";
import { revokeOtherSessions, revokeSession } from "../auth/sessions";
import { deviceOf, rememberDevice } from "../auth/signin-friction";
import { checkSignin } from "../auth/signin-guard";
import { startChallengeIfEnabled } from "../two-factor/challenges";
import { operatorAccount } from "../two-factor/operators";
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
    async (request, reply) => {
      const { account, password, slide_proof } = request.body;
      const device = deviceOf(app.fieldCipher, "operator", request);
      const operatorId = await checkSignin(app.db, operatorCredentials, {
        account,
        password,
        address: request.ip,
        device,
        cipher: app.fieldCipher,
        slideProof: slide_proof,
        limit: limits.signinPerAccount,
        // The console's notice: the audit log, which every operator reads.
        onAccountLimit: (id) =>
          recordOperatorAct(
            app.db,
            { operatorId: id, sessionId: null, address: request.ip },
            { act: "operator.signin_limit_reached", target: { type: "operator", id } },
          ),
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
        cipher: app.fieldCipher,
        limit: limits.signinPerAccount,
      }).catch((error: unknown) => {
        // A 401 would read as "signed out" to a client; a wrong old password is a form error.
        if (error instanceof AppError && error.code === "AUTH_LOGIN_FAILED")
          throw new AppError("REQUEST_VALIDATION_ERROR", "security.oldPasswordWrong");
        throw error;
      });
      await app.db.transaction(async (tx) => {
        await setOperatorPassword(tx, session.ownerId, new_password);
        await revokeOtherSessions(tx, session);
        await recordOperatorAct(tx, operatorContextOf(request), {
          act: "operator.change_password",
          target: { type: "operator", id: session.ownerId },
        });
      });
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
