import {
  changePasswordBodySchema,
  changePasswordResultSchema,
  forgotPasswordBodySchema,
  forgotPasswordResultSchema,
  securitySettingsSchema,
  signedInDevicesSchema,
  updateSecuritySettingsBodySchema,
} from "@seller/contract/account";
import { noDataSchema, successEnvelopeSchema } from "@seller/contract/envelope";
import { forgotPasswordMessageBodySchema, supportMessageReceiptSchema } from "@seller/contract/support";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client";
import { ok } from "../../lib/envelope";
import type { RateLimits } from "../../lib/rate-limits";
import { callerOf } from "../../plugins/auth";
import { endOwnSession } from "../auth/sessions";
import { contactSupportSignedOut } from "../support/messages";
import { platformContact } from "../system/service";
import { twoFactorStatus } from "../two-factor/service";
import { signedInDevices } from "./devices";
import { loginNotificationEnabled, setLoginNotification } from "./login-alert";
import { changeSellerPassword } from "./password";

/** A session's id: bigint rows, so any safe integer, in its canonical decimal form only. */
const sessionParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/)
    .transform(Number),
});

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

  routes.get(
    "/api/sellers/sessions",
    { ...guarded, schema: { response: { 200: successEnvelopeSchema(signedInDevicesSchema) } } },
    async (request) => ok(request, { devices: await signedInDevices(app.db, callerOf(request, "seller")) }),
  );

  /** Ends one signed-in device of the caller's (DECISIONS "Settings": any of them, this one too). */
  routes.delete(
    "/api/sellers/sessions/:id",
    {
      ...guarded,
      schema: { params: sessionParamsSchema, response: { 200: successEnvelopeSchema(noDataSchema) } },
    },
    async (request) => {
      const session = callerOf(request, "seller");
      await endOwnSession(app.db, session, request.params.id);
      // After the revocation committed: that device's live channel closes too, on every node.
      app.realtime.disconnectSession(request.params.id);
      return ok(request, null, "account.devices.ended");
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
      ok(request, await platformContact(app.db, options.customerServiceUrl), "account.forgotPassword.answer"),
  );

  // DECISIONS "Account and session": a signed-out seller writes to the operators' inbox from the
  // forgot-password dialog; a few messages an hour per address, counted in the database.
  routes.post(
    "/api/auth/forgot-password/message",
    {
      schema: {
        body: forgotPasswordMessageBodySchema,
        response: { 201: successEnvelopeSchema(supportMessageReceiptSchema) },
      },
    },
    async (request, reply) => {
      const receipt = await contactSupportSignedOut(
        app.db,
        { ...request.body, language: request.language, address: request.ip },
        options.limits.forgotMessagePerAddress,
      );
      return reply.code(201).send(ok(request, receipt, "support.forgot.sent"));
    },
  );
};

export default accountRoutes;
