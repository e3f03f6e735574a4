import { sessionSchema, signinBodySchema } from "@seller/contract/auth";
import { noDataSchema, successEnvelopeSchema } from "@seller/contract/envelope";
import { signinResultSchema } from "@seller/contract/two-factor";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { prepareDummyHash } from "../../lib/passwords";
import type { RateLimits } from "../../lib/rate-limits";
import { callerOf } from "../../plugins/auth";
import { sendSigninAttackNotice } from "../account/login-alert";
import { signinFrom, startSellerSession } from "../account/session-start";
import { getProfile } from "../profile/service";
import { sellerCredentials } from "../sellers/service";
import { startChallengeIfEnabled } from "../two-factor/challenges";
import { renewSession, revokeSession } from "./sessions";
import { deviceOf, rememberDevice } from "./signin-friction";
import { checkSignin } from "./signin-guard";

/** Seller sessions: sign in, log out, refresh (spec section 7). */
const authRoutes: FastifyPluginAsync<{ limits: RateLimits }> = async (app, { limits }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  app.addHook("onReady", async () => {
    await prepareDummyHash();
  });

  routes.post(
    "/api/sellers/signin",
    {
      config: {
        rateLimit: { max: limits.signinPerAddress.max, timeWindow: limits.signinPerAddress.windowMs },
      },
      schema: { body: signinBodySchema, response: { 200: successEnvelopeSchema(signinResultSchema) } },
    },
    async (request, reply) => {
      const { account, password, remember, slide_proof } = request.body;
      const device = deviceOf(app.fieldCipher, "seller", request);
      const sellerId = await checkSignin(app.db, sellerCredentials, {
        account,
        password,
        address: request.ip,
        device,
        cipher: app.fieldCipher,
        slideProof: slide_proof,
        limit: limits.signinPerAccount,
        onAccountLimit: (id) => sendSigninAttackNotice(app.db, app.realtime.publish, id),
      });
      // The right password makes the device known, as it does the address.
      rememberDevice(reply, "seller", device);
      // With two-factor on, the password earns a challenge, not a session (two-factor/routes.ts).
      const challenge = await startChallengeIfEnabled(app.db, {
        kind: "seller",
        ownerId: sellerId,
        remember,
      });
      if (challenge) return ok(request, challenge, "twoFactor.codeRequired");
      const session = await startSellerSession(app.db, app.realtime.publish, {
        sellerId,
        remember,
        signin: signinFrom(request),
      });
      return ok(request, session, "server.signedIn");
    },
  );

  routes.post(
    "/api/sellers/logout",
    { config: { auth: "seller" }, schema: { response: { 200: successEnvelopeSchema(noDataSchema) } } },
    async (request) => {
      const sessionId = callerOf(request, "seller").id;
      await revokeSession(app.db, sessionId);
      // After the revocation committed: its sockets, on any node, stop receiving notifications.
      app.realtime.disconnectSession(sessionId);
      return ok(request, null, "server.signedOut");
    },
  );

  routes.post(
    "/api/auth/refresh",
    { config: { auth: "seller" }, schema: { response: { 200: successEnvelopeSchema(sessionSchema) } } },
    async (request) => {
      const session = callerOf(request, "seller");
      const issued = await renewSession(app.db, session, new Date(), {
        userAgent: request.headers["user-agent"],
        address: request.ip,
      });
      // The old token is revoked: its sockets end too, and the app reconnects with the new one.
      app.realtime.disconnectSession(session.id);
      const user = await getProfile(app.db, session.ownerId);
      return ok(
        request,
        { token: issued.token, expires_at: issued.expiresAt.toISOString(), user },
        "server.refreshed",
      );
    },
  );
};

export default authRoutes;
