import { operatorSessionSchema, sessionSchema } from "@seller/contract/auth";
import { successEnvelopeSchema } from "@seller/contract/envelope";
import {
  disableTwoFactorBodySchema,
  enableTwoFactorBodySchema,
  recoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorSigninBodySchema,
  twoFactorStatusSchema,
} from "@seller/contract/two-factor";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import type { RateLimits } from "../../lib/rate-limits";
import { callerOf } from "../../plugins/auth";
import { signinFrom, startSellerSession } from "../account/session-start";
import { getOperator, operatorPasswordHash } from "../admin/service";
import { operatorContextOf } from "../audit/context";
import { checkCurrentPassword } from "../auth/current-password";
import { signInOperator } from "../auth/operator-signin";
import type { SessionKind } from "../auth/sessions";
import { getProfile } from "../profile/service";
import { sellerPasswordHash } from "../sellers/service";
import { answerChallenge } from "./challenges";
import { operatorAccount } from "./operators";
import { secretBox } from "./secret-box";
import {
  beginTwoFactorSetup,
  type ChangeOptions,
  disableTwoFactor,
  enableTwoFactor,
  type Owner,
  twoFactorStatus,
} from "./service";

/** `dataKey`: DATA_ENCRYPTION_KEY, kept apart from the database that holds the sealed secrets. */
type Options = { limits: RateLimits; dataKey: Buffer };

/**
 * Two-factor sign-in with an authenticator app (DECISIONS.md "Settings"), for
 * sellers under /api/sellers/2fa and operators under /api/admin/2fa, and the
 * second step of sign-in for both.
 */
const twoFactorRoutes: FastifyPluginAsync<Options> = async (app, { limits, dataKey }) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const box = secretBox(dataKey);
  const codeLimit = { limit: limits.twoFactorPerAccount };

  const accounts: Record<
    SessionKind,
    { label(id: number): Promise<string>; passwordHash(id: number): Promise<string> }
  > = {
    seller: {
      label: async (id) => (await getProfile(app.db, id)).account,
      passwordHash: (id) => sellerPasswordHash(app.db, id),
    },
    operator: {
      label: async (id) => `${(await getOperator(app.db, id)).account} (operator)`,
      passwordHash: (id) => operatorPasswordHash(app.db, id),
    },
  };

  /** An operator's own change is recorded with their session and address (service.ts). */
  const changeOptions = (request: FastifyRequest, kind: SessionKind): ChangeOptions => ({
    ...codeLimit,
    operator: kind === "operator" ? operatorContextOf(request) : undefined,
  });

  const ownerOf = (request: FastifyRequest, kind: SessionKind): Owner => ({
    kind,
    ownerId: callerOf(request, kind).ownerId,
  });
  // An operator without an authenticator app may call nothing but these (and change-password, logout).
  const enrolment = (kind: SessionKind) => ({ auth: kind, beforeTwoFactor: true });
  const statusOptions = (kind: SessionKind) => ({
    config: enrolment(kind),
    schema: { response: { 200: successEnvelopeSchema(twoFactorStatusSchema) } },
  });
  const setupOptions = (kind: SessionKind) => ({
    config: enrolment(kind),
    schema: { response: { 200: successEnvelopeSchema(twoFactorSetupSchema) } },
  });
  const enableOptions = (kind: SessionKind) => ({
    config: enrolment(kind),
    schema: {
      body: enableTwoFactorBodySchema,
      response: { 200: successEnvelopeSchema(recoveryCodesSchema) },
    },
  });
  const disableOptions = (kind: SessionKind) => ({
    config: { auth: kind },
    schema: {
      body: disableTwoFactorBodySchema,
      response: { 200: successEnvelopeSchema(twoFactorStatusSchema) },
    },
  });

  async function status(request: FastifyRequest, kind: SessionKind) {
    return ok(request, await twoFactorStatus(app.db, ownerOf(request, kind)));
  }

  async function setup(request: FastifyRequest, kind: SessionKind) {
    const owner = ownerOf(request, kind);
    const started = await beginTwoFactorSetup(app.db, box, owner, await accounts[kind].label(owner.ownerId));
    return ok(request, started, "twoFactor.setupStarted");
  }

  async function enable(request: FastifyRequest, kind: SessionKind, code: string) {
    const codes = await enableTwoFactor(
      app.db,
      box,
      ownerOf(request, kind),
      code,
      changeOptions(request, kind),
    );
    return ok(request, { recovery_codes: codes }, "twoFactor.enabled");
  }

  async function disable(request: FastifyRequest, kind: SessionKind, password: string, code: string) {
    const owner = ownerOf(request, kind);
    const hash = await accounts[kind].passwordHash(owner.ownerId);
    await checkCurrentPassword(
      app.db,
      { ...owner, passwordHash: hash },
      password,
      limits.passwordCheckPerAccount,
    );
    await disableTwoFactor(app.db, box, owner, code, changeOptions(request, kind));
    return ok(request, await twoFactorStatus(app.db, owner), "twoFactor.disabled");
  }

  routes.get("/api/sellers/2fa", statusOptions("seller"), (request) => status(request, "seller"));
  routes.post("/api/sellers/2fa/setup", setupOptions("seller"), (request) => setup(request, "seller"));
  routes.post("/api/sellers/2fa/enable", enableOptions("seller"), (request) =>
    enable(request, "seller", request.body.code),
  );
  routes.post("/api/sellers/2fa/disable", disableOptions("seller"), (request) =>
    disable(request, "seller", request.body.password, request.body.code),
  );

  routes.get("/api/admin/2fa", statusOptions("operator"), (request) => status(request, "operator"));
  routes.post("/api/admin/2fa/setup", setupOptions("operator"), (request) => setup(request, "operator"));
  routes.post("/api/admin/2fa/enable", enableOptions("operator"), (request) =>
    enable(request, "operator", request.body.code),
  );
  routes.post("/api/admin/2fa/disable", disableOptions("operator"), (request) =>
    disable(request, "operator", request.body.password, request.body.code),
  );

  const perAddress = {
    rateLimit: { max: limits.twoFactorPerAddress.max, timeWindow: limits.twoFactorPerAddress.windowMs },
  };

  routes.post(
    "/api/sellers/signin/2fa",
    {
      config: perAddress,
      schema: { body: twoFactorSigninBodySchema, response: { 200: successEnvelopeSchema(sessionSchema) } },
    },
    async (request) => {
      const { challenge, code } = request.body;
      const answered = await answerChallenge(app.db, box, { kind: "seller", challenge, code }, codeLimit);
      const session = await startSellerSession(app.db, app.realtime.publish, {
        sellerId: answered.ownerId,
        remember: answered.remember,
        signin: signinFrom(request),
      });
      return ok(request, session, "server.signedIn");
    },
  );

  routes.post(
    "/api/admin/signin/2fa",
    {
      config: perAddress,
      schema: {
        body: twoFactorSigninBodySchema,
        response: { 200: successEnvelopeSchema(operatorSessionSchema) },
      },
    },
    async (request) => {
      const { challenge, code } = request.body;
      const answered = await answerChallenge(app.db, box, { kind: "operator", challenge, code }, codeLimit);
      const issued = await signInOperator(app.db, answered.ownerId, request.ip, { two_factor: true });
      const operator = await operatorAccount(app.db, answered.ownerId);
      return ok(
        request,
        { token: issued.token, expires_at: issued.expiresAt.toISOString(), operator },
        "server.signedIn",
      );
    },
  );
};

export default twoFactorRoutes;
