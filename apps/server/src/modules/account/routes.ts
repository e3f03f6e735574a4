import {
  changePasswordBodySchema,
  changePasswordResultSchema,
  forgotPasswordBodySchema,
  forgotPasswordResultSchema,
  securitySettingsSchema,
  updateSecuritySettingsBodySchema,
} from "@seller/contract/account";
import { successEnvelopeSchema } from "@seller/contract/envelope";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { ok } from "../../lib/envelope";
import type { RateLimits } from "../../lib/rate-limits";
import { callerOf } from "../../plugins/auth";
import { customerServiceUrl } from "../system/service";
import { twoFactorStatus } from "../two-factor/service";
import { loginNotificationEnabled, setLoginNotification } from "./login-alert";
import { changeSellerPassword } from "./password";

type Options = { limits: RateLimits; customerServiceUrl?: string | undefined };

async function securitySettings(db: Database, sellerId: number) {
  const twoFactor = await twoFactorStatus(db, { kind: "seller", ownerId: sellerId });
  return {
    two_factor_enabled: twoFactor.enabled,
    recovery_codes_left: twoFactor.recovery_codes_left,
    login_notification: await loginNotificationEnabled(db, sellerId),
  };
}

/** The seller's password and security toggles (spec "System settings screen"), and forgot-password. */
const accountRoutes: FastifyPluginAsync<Options> = async (app, options) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { config: { auth: "seller" as const } };

  routes.post(
    "/api/user/change-password",
    {
      ...guarded,
      schema: {
        body: changePasswordBodySchema,
        response: { 200: successEnvelopeSchema(changePasswordResultSchema) },
      },
    },
    async (request) => {
      const session = callerOf(request, "seller");
      const ended = await changeSellerPassword(
        app.db,
        session,
        request.body,
        options.limits.passwordCheckPerAccount,
      );
      // After the commit: the other devices' live channels close too, on every node.
      for (const sessionId of ended) app.realtime.disconnectSession(sessionId);
      return ok(request, { signed_out_sessions: ended.length }, "account.password.changed");
    },
  );

  routes.get(
    "/api/sellers/security",
    { ...guarded, schema: { response: { 200: successEnvelopeSchema(securitySettingsSchema) } } },
    async (request) => ok(request, await securitySettings(app.db, callerOf(request, "seller").ownerId)),
  );

  routes.put(
    "/api/sellers/security",
    {
      ...guarded,
      schema: {
        body: updateSecuritySettingsBodySchema,
        response: { 200: successEnvelopeSchema(securitySettingsSchema) },
      },
    },
    async (request) => {
      const sellerId = callerOf(request, "seller").ownerId;
      await setLoginNotification(app.db, sellerId, request.body.login_notification);
      return ok(request, await securitySettings(app.db, sellerId), "server.updated");
    },
  );

  // Public and the same for every input: nothing is looked up, so nothing is told.
  routes.post(
    "/api/auth/forgot-password",
    {
      config: {
        rateLimit: {
          max: options.limits.forgotPasswordPerAddress.max,
          timeWindow: options.limits.forgotPasswordPerAddress.windowMs,
        },
      },
      schema: {
        body: forgotPasswordBodySchema,
        response: { 200: successEnvelopeSchema(forgotPasswordResultSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        { customer_service_url: await customerServiceUrl(app.db, options.customerServiceUrl) },
        "account.forgotPassword.answer",
      ),
  );
};

export default accountRoutes;
