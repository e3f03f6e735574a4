import { dirname, join } from "node:path";
import { REQUEST_TIMEOUT_MS } from "@seller/contract/constants";
import Fastify, { type FastifyServerOptions, LogController, type RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type pg from "pg";
import type { TrustProxy } from "./config";
import type { Database, DatabaseKind } from "./db/client";
import { AppError } from "./lib/app-error";
import { type CounterStore, memoryCounterStore } from "./lib/counter-store";
import { builtInlineScriptSources } from "./lib/inline-scripts";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./lib/json-depth";
import { DEFAULT_RATE_LIMITS, type RateLimits } from "./lib/rate-limits";
import accountRoutes from "./modules/account/routes";
import adminRoutes from "./modules/admin/routes";
import auditRoutes from "./modules/audit/routes";
import authRoutes from "./modules/auth/routes";
import bankCardRoutes from "./modules/bank-cards/routes";
import adminCatalogueRoutes from "./modules/catalogue/admin-routes";
import type { ProductsRead } from "./modules/catalogue/reads";
import { DEFAULT_PAGE_MS, RecentPages } from "./modules/catalogue/recent-pages";
import catalogueRoutes from "./modules/catalogue/routes";
import dashboardRoutes from "./modules/console/dashboard-routes";
import consoleSellerRoutes from "./modules/console/seller-routes";
import consoleSettingsRoutes from "./modules/console/settings-routes";
import { type FileStorage, folderStorage } from "./modules/files/object-store";
import filesRoutes from "./modules/files/routes";
import healthRoutes from "./modules/health/routes";
import adminNotificationRoutes from "./modules/notifications/admin-routes";
import notificationRoutes from "./modules/notifications/routes";
import { notifyOnVerificationDecisions } from "./modules/notifications/verification-listener";
import { notifyOnWalletEvents } from "./modules/notifications/wallet-listener";
import adminOrderRoutes from "./modules/orders/admin-routes";
import { orderPurpose } from "./modules/orders/payment";
import adminRefundRoutes from "./modules/orders/refund-admin-routes";
import { orderRefundHandler } from "./modules/orders/refund-provider";
import sellerOrderMoveRoutes from "./modules/orders/seller-move-routes";
import sellerOrderReadRoutes from "./modules/orders/seller-routes";
import type { PaymentProviderName } from "./modules/payments/adapters";
import { createPayments, type Payments } from "./modules/payments/context";
import paymentRoutes from "./modules/payments/routes";
import type { StripeOptions } from "./modules/payments/stripe";
import revenueRoutes from "./modules/revenue/routes";
import sellerRoutes from "./modules/sellers/routes";
import shopRoutes from "./modules/shop/routes";
import { listingScope } from "./modules/store/listings";
import storeRoutes from "./modules/store/routes";
import storefrontRoutes from "./modules/storefront/routes";
import adminSupportRoutes from "./modules/support/admin-routes";
import supportRoutes from "./modules/support/routes";
import systemDisplayRoutes from "./modules/system/display-routes";
import twoFactorRoutes from "./modules/two-factor/routes";
import adminVerificationRoutes from "./modules/verification/admin-routes";
import verificationRoutes from "./modules/verification/routes";
import { hasPendingWithdrawalToCard } from "./modules/wallet/pending-withdrawals";
import { rechargePurpose } from "./modules/wallet/recharge-payments";
import walletRoutes from "./modules/wallet/routes";
import { type PlatformBankAccount, walletContext } from "./modules/wallet/settings";
import apiDocs from "./plugins/api-docs";
import auth, { READ_METHODS } from "./plugins/auth";
import catalogueImages from "./plugins/catalogue-images";
import chineseScript from "./plugins/chinese-script";
import compression from "./plugins/compression";
import database from "./plugins/database";
import errors, { frameworkErrors } from "./plugins/errors";
import fieldEncryption from "./plugins/field-encryption";
import language from "./plugins/language";
import metrics from "./plugins/metrics";
import rateLimit from "./plugins/rate-limit";
import realtime from "./plugins/realtime";
import security from "./plugins/security";
import textInput from "./plugins/text-input";
import uploads from "./plugins/uploads";
import webApp from "./plugins/web-app";

export type AppDeps = {
  db: Database;
  dbKind: DatabaseKind;
  /**
   * Where per-address limits and each seller's writes count: REDIS_URL's Redis, shared by every
   * node; default this node's memory. Closed with the app.
   */
  counters?: CounterStore;
  /** Defaults to DEFAULT_RATE_LIMITS; tests pass small values. */
  limits?: Partial<RateLimits>;
  /** The built web app's folder; absent: the API runs alone. */
  webDist?: string | undefined;
  logger?: FastifyServerOptions["logger"];
  /** Which proxies may name the client in X-Forwarded-For (config.ts TrustProxy); default none. */
  trustProxy?: TrustProxy;
  /** PROMPTPAY_ID: the platform's PromptPay id when the promptPayId setting is empty. */
  promptPayId?: string | undefined;
  /** PLATFORM_BANK_*: the receiving account for bank-transfer top-ups when the settings are empty. */
  platformBankAccount?: PlatformBankAccount | undefined;
  /** CUSTOMER_SERVICE_URL: the customer-service link when the customerServiceUrl setting is empty. */
  customerServiceUrl?: string | undefined;
  /** The private folder of uploaded files (DATA_DIR/uploads; tests use a temporary one). */
  uploadsDir: string;
  /** DATA_ENCRYPTION_KEY: the 32-byte key of card and ID numbers at rest (never in the database). */
  dataKey: Buffer;
  /** Sees every route as it is added (the tests that walk all routes). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * The public folder of catalogue pictures (DATA_DIR/catalogue-images); absent: a
   * "catalogue-images" folder beside uploadsDir.
   */
  catalogueImagesDir?: string | undefined;
  /**
   * Where files live (S3_* settings: object storage); absent: the local folders above. The
   * app closes it when it closes.
   */
  fileStorage?: FileStorage | undefined;
  /** METRICS_TOKEN: the bearer token GET /metrics answers to; unset: /metrics is not served. */
  metricsToken?: string | undefined;
  /** CATALOGUE_PAGE_MS: how long a public catalogue page is kept (recent-pages.ts); 0 keeps none. */
  cataloguePageMs?: number | undefined;
  /** PostgreSQL: the pool whose connections /metrics reports; absent on the embedded database. */
  databasePool?: pg.Pool | undefined;
  /**
   * PostgreSQL: the pool Socket.IO's adapter listens on, so events reach sockets on every node.
   */
  realtimePool?: pg.Pool | undefined;
  /** DEMO=1: the only setting in which the sandbox payment provider may run. */
  demo?: boolean;
  /** PAYMENT_PROVIDER; default manual (an operator confirms every payment). */
  paymentProvider?: PaymentProviderName;
  /** STRIPE_*: required with the stripe provider. */
  stripe?: StripeOptions | undefined;
};

declare module "fastify" {
  interface FastifyInstance {
    payments: Payments;
    fileStorage: FileStorage;
    counters: CounterStore;
  }
}

/** How many catalogue pages are kept at most (recent-pages.ts), each for CATALOGUE_PAGE_MS. */
const CATALOGUE_PAGES_KEPT = 500;

/** JSON bodies above 1 MB are refused (413); uploads will get their own limit. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Fastify fails closed on a bare hop count (it cannot tell the proxy from a
 * direct client), so a count is given as the rule it means: the socket and the
 * last hops-1 X-Forwarded-For entries are proxies, the entry before them is the
 * client. The README requires the server to be reachable only through them.
 */
function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== "number") return trust;
  if (trust === 0) return false;
  return (_address, hop) => hop < trust;
}

/** The whole HTTP application, not listening: main.ts listens, tests call inject(). */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: REQUEST_TIMEOUT_MS,
    trustProxy: fastifyTrustProxy(deps.trustProxy ?? false),
    frameworkErrors,
    // One line per request instead of Fastify's two (hooks below): logging was a measurable part of
    // a short call's CPU (bench/README.md).
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook("onRequest", async (request) => {
    request.log.debug({ req: request }, "incoming request");
  });
  app.addHook("onResponse", async (request, reply) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
  });
  // While the node closes (SIGTERM in main.ts) Fastify answers new requests 503 and Node.js closes
  // idle connections, but a connection whose request was taken in before stays open after its
  // answer, idle in the client's keep-alive pool (a load balancer's), and holds the process past
  // its shutdown deadline: such answers end their connection.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });
  if (deps.onRoute) app.addHook("onRoute", deps.onRoute);
  // Catalogue pages are kept a second (catalogue/recent-pages.ts). Any write this process answers
  // may have changed one (an order's stock, an operator's edit), so its next read goes to the
  // database: forgotten once the write's handler is done, before its answer leaves.
  const cataloguePages = new RecentPages<ProductsRead>(
    deps.cataloguePageMs ?? DEFAULT_PAGE_MS,
    CATALOGUE_PAGES_KEPT,
  );
  app.addHook("onSend", (request, _reply, payload, done) => {
    if (!READ_METHODS.has(request.method)) cataloguePages.forget();
    done(null, payload);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The API speaks JSON only; a text/plain POST is what a cross-site form can send without asking.
  app.removeContentTypeParser("text/plain");
  // A POST without a body (logout, refresh) often still says application/json;
  // read an empty JSON body as no body instead of refusing it.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text.length === 0) return done(null, undefined);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      return done(
        new AppError("REQUEST_INVALID", "validation.bodyTooDeep", { max: MAX_JSON_DEPTH }),
        undefined,
      );
    }
    parseJson(request, text, done);
  });

  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...deps.limits };
  // The wallet and the identity review record what happened; the notifications module tells the seller.
  notifyOnWalletEvents();
  notifyOnVerificationDecisions();
  // Each payment purpose's owner says what a confirmation does; payments know none of them.
  const payments = createPayments({
    provider: deps.paymentProvider ?? "manual",
    demo: deps.demo ?? false,
    stripe: deps.stripe,
    purposes: { recharge: rechargePurpose, order: orderPurpose },
    refunds: orderRefundHandler,
  });
  app.decorate("payments", payments);

  await app.register(language);
  await app.register(chineseScript);
  await app.register(errors);
  // Before every route and static folder, so its hook sees all of their answers.
  await app.register(compression);
  await app.register(database, { db: deps.db, kind: deps.dbKind });
  await app.register(security, {
    inlineScripts: deps.webDist ? builtInlineScriptSources(deps.webDist) : [],
  });
  await app.register(apiDocs);
  await app.register(textInput);
  const counters = deps.counters ?? memoryCounterStore();
  app.decorate("counters", counters);
  app.addHook("onClose", async () => counters.close());
  await app.register(rateLimit, { counters });
  await app.register(auth, { writesPerSeller: limits.writesPerSeller, counters });
  await app.register(fieldEncryption, { key: deps.dataKey });
  const fileStorage =
    deps.fileStorage ??
    folderStorage(dirname(deps.uploadsDir), {
      uploads: deps.uploadsDir,
      "catalogue-images": deps.catalogueImagesDir ?? join(dirname(deps.uploadsDir), "catalogue-images"),
    });
  app.decorate("fileStorage", fileStorage);
  app.addHook("onClose", () => fileStorage.close());
  await app.register(uploads, { area: fileStorage.area("uploads"), dataKey: deps.dataKey });
  await app.register(catalogueImages, { area: fileStorage.area("catalogue-images") });
  await app.register(realtime, { pool: deps.realtimePool });
  await app.register(metrics, { token: deps.metricsToken, pool: deps.databasePool });
  if (deps.webDist) await app.register(webApp, { root: deps.webDist });

  await app.register(healthRoutes);
  await app.register(authRoutes, { limits });
  await app.register(sellerRoutes, { limits });
  await app.register(adminRoutes, { limits });
  await app.register(paymentRoutes, { context: payments });
  await app.register(walletRoutes, {
    payments,
    promptPayId: deps.promptPayId,
    platformBankAccount: deps.platformBankAccount,
    customerServiceUrl: deps.customerServiceUrl,
  });
  await app.register(bankCardRoutes, { hasPendingWithdrawal: hasPendingWithdrawalToCard });
  await app.register(filesRoutes);
  await app.register(verificationRoutes);
  await app.register(adminVerificationRoutes);
  await app.register(notificationRoutes);
  await app.register(adminNotificationRoutes);
  await app.register(catalogueRoutes, {
    listedIdsOf: (sellerId) => listingScope(sellerId).ids,
    recentPages: cataloguePages,
  });
  await app.register(adminCatalogueRoutes);
  await app.register(systemDisplayRoutes);
  await app.register(auditRoutes);
  await app.register(accountRoutes, { limits, customerServiceUrl: deps.customerServiceUrl });
  await app.register(twoFactorRoutes, { limits, dataKey: deps.dataKey });
  await app.register(supportRoutes, { limits, customerServiceUrl: deps.customerServiceUrl });
  await app.register(adminSupportRoutes);
  await app.register(storeRoutes);
  await app.register(storefrontRoutes, {
    limits,
    context: walletContext({
      payments,
      promptPayId: deps.promptPayId,
      platformBankAccount: deps.platformBankAccount,
      customerServiceUrl: deps.customerServiceUrl,
    }),
  });
  await app.register(adminOrderRoutes, { payments });
  await app.register(adminRefundRoutes);
  await app.register(sellerOrderReadRoutes);
  await app.register(sellerOrderMoveRoutes, { payments });
  await app.register(shopRoutes);
  await app.register(revenueRoutes);
  await app.register(dashboardRoutes, { customerServiceUrl: deps.customerServiceUrl });
  await app.register(consoleSellerRoutes);
  await app.register(consoleSettingsRoutes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
