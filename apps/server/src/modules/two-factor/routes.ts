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
import { recordOperatorAct, signInOperator } from "../audit/service";
import { checkCurrentPassword } from "../auth/current-password";
import type { SessionKind } from "../auth/sessions";
import { getProfile, sellerPasswordHash } from "../sellers/service";
import { answerChallenge } from "./challenges";
import { operatorAccount } from "./operators";
import { secretBox } from "./secret-box";
import {
  beginTwoFactorSetup,
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
    { prefix: string; label(id: number): Promise<string>; passwordHash(id: number): Promise<string> }
  > = {
    seller: {
      prefix: "/api/sellers/2fa",
      label: async (id) => (await getProfile(app.db, id)).account,
      passwordHash: (id) => sellerPasswordHash(app.db, id),
    },
    operator: {
      prefix: "/api/admin/2fa",
      label: async (id) => `${(await getOperator(app.db, id)).account} (operator)`,
      passwordHash: (id) => operatorPasswordHash(app.db, id),
    },
  };

  /** An operator's own two-factor change goes into the audit log; a seller's is theirs alone. */
  async function auditTwoFactor(request: FastifyRequest, kind: SessionKind, act: string) {
    if (kind !== "operator") return;
    const operator = operatorContextOf(request);
    await recordOperatorAct(app.db, operator, { act, target: { type: "operator", id: operator.operatorId } });
  }

  for (const kind of ["seller", "operator"] as const) {
    const { prefix, label, passwordHash } = accounts[kind];
    const guarded = { config: { auth: kind } };
    // An operator without an authenticator app may call nothing but these (and change-password, logout).
    const enrolment = { config: { auth: kind, beforeTwoFactor: true } };
    const ownerOf = (request: Parameters<typeof callerOf>[0]): Owner => ({
      kind,
      ownerId: callerOf(request, kind).ownerId,
    });

    routes.get(
      prefix,
      { ...enrolment, schema: { response: { 200: successEnvelopeSchema(twoFactorStatusSchema) } } },
      async (request) => ok(request, await twoFactorStatus(app.db, ownerOf(request))),
    );

    routes.post(
      `${prefix}/setup`,
      { ...enrolment, schema: { response: { 200: successEnvelopeSchema(twoFactorSetupSchema) } } },
      async (request) => {
        const owner = ownerOf(request);
        const setup = await beginTwoFactorSetup(app.db, box, owner, await label(owner.ownerId));
        return ok(request, setup, "twoFactor.setupStarted");
      },
    );

    routes.post(
      `${prefix}/enable`,
      {
        ...enrolment,
        schema: {
          body: enableTwoFactorBodySchema,
          response: { 200: successEnvelopeSchema(recoveryCodesSchema) },
        },
      },
      async (request) => {
        const codes = await enableTwoFactor(app.db, box, ownerOf(request), request.body.code, codeLimit);
        await auditTwoFactor(request, kind, "operator.two_factor_enable");
        return ok(request, { recovery_codes: codes }, "twoFactor.enabled");
      },
    );

    routes.post(
      `${prefix}/disable`,
      {
        ...guarded,
        schema: {
          body: disableTwoFactorBodySchema,
          response: { 200: successEnvelopeSchema(twoFactorStatusSchema) },
        },
      },
      async (request) => {
        const owner = ownerOf(request);
        const hash = await passwordHash(owner.ownerId);
        await checkCurrentPassword(
          app.db,
          { ...owner, passwordHash: hash },
          request.body.password,
          limits.passwordCheckPerAccount,
        );
        await disableTwoFactor(app.db, box, owner, request.body.code, codeLimit);
        await auditTwoFactor(request, kind, "operator.two_factor_disable");
        return ok(request, await twoFactorStatus(app.db, owner), "twoFactor.disabled");
      },
    );
  }

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
