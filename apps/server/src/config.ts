import { isIP } from "node:net";
import { join } from "node:path";
import { accountSchema } from "@seller/contract/auth";
import { BANK_CODES, currentBankCode } from "@seller/contract/bank-cards";
import { operatorNewPasswordSchema } from "@seller/contract/passwords";
import { z } from "zod";
import { parseDataKey, readOrCreateKeyFile } from "./lib/field-encryption";
import { DEFAULT_PAGE_MS } from "./modules/catalogue/recent-pages";
import type { S3Settings } from "./modules/files/s3-object-store";

/** "1", "true", "yes", "on" switch a flag on; "0", "false", "no", "off" or "" switch it off. */
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value, ctx) => {
    if (["1", "true", "yes", "on"].includes(value)) return true;
    if (["", "0", "false", "no", "off"].includes(value)) return false;
    ctx.addIssue({ code: "custom", message: "expected 1 or 0" });
    return z.NEVER;
  });

/**
 * Which proxies may name the client in X-Forwarded-For: a number of proxy hops
 * in front of the server (1: one load balancer, whose entry is the last one),
 * or the proxies' own addresses and CIDR ranges. Never "every proxy": the
 * client writes the first entries itself, so believing them would let anyone
 * choose the address that per-address locks, limits and the audit log see.
 */
export type TrustProxy = false | number | string[];

const CIDR = /^(?<address>[^/]+)(?:\/(?<prefix>\d{1,3}))?$/;

function trustedProxy(entry: string): boolean {
  const match = CIDR.exec(entry);
  const version = isIP(match?.groups?.address ?? "");
  if (version === 0) return false;
  const prefix = match?.groups?.prefix;
  return prefix === undefined || Number(prefix) <= (version === 4 ? 32 : 128);
}

function trustProxyOf(value: string, ctx: z.RefinementCtx): TrustProxy {
  const text = value.trim().toLowerCase();
  if (["", "0", "false", "no", "off"].includes(text)) return false;
  if (/^[0-9]+$/.test(text) && Number(text) <= 10) return Number(text);
  const entries = text.split(",").map((entry) => entry.trim());
  if (entries.every(trustedProxy)) return entries;
  ctx.addIssue({
    code: "custom",
    message:
      "expected the number of proxies in front of the server (1 for one load balancer) or their addresses and CIDR ranges separated by commas (10.0.0.0/8,192.0.2.7); 'true' is refused: it would believe the client's own X-Forwarded-For",
  });
  return z.NEVER;
}

/** An empty variable reads as unset, so `DATABASE_URL=` keeps the embedded database. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const envSchema = z
  .object({
    PORT: optional(z.coerce.number().int().min(0).max(65535)).default(3000),
    HOST: optional(z.string()).default("0.0.0.0"),
    DATA_DIR: optional(z.string()).default("./data"),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
    DEMO: optional(flag),
    ADMIN_ACCOUNT: optional(accountSchema),
    /** Sets the operator's password only when the account is created: a later change is kept. */
    ADMIN_PASSWORD: optional(operatorNewPasswordSchema),
    LOG_LEVEL: optional(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])).default(
      "info",
    ),
    /** Behind a load balancer the client address is in X-Forwarded-For: which proxies to believe. */
    TRUST_PROXY: optional(z.string().transform(trustProxyOf)).default(false),
    /**
     * AES-256-GCM key of card and ID numbers at rest: 32 bytes as 64 hex digits
     * or base64. Required with DATABASE_URL; the embedded database keeps one in
     * a file beside it (main.ts).
     */
    DATA_ENCRYPTION_KEY: optional(
      z.string().transform((value, ctx) => {
        const key = parseDataKey(value);
        if (key) return key;
        ctx.addIssue({ code: "custom", message: "expected 32 bytes as 64 hex digits or base64" });
        return z.NEVER;
      }),
    ),
    /** The platform's PromptPay id (mobile or tax id), the default of the promptPayId setting. */
    PROMPTPAY_ID: optional(z.string().regex(/^[0-9 -]{10,17}$/)),
    /** The platform's receiving account for bank-transfer top-ups, the default of the platformBank* settings. */
    PLATFORM_BANK_CODE: optional(
      z.preprocess(
        (value) => (typeof value === "string" ? currentBankCode(value) : value),
        z.enum(BANK_CODES),
      ),
    ),
    PLATFORM_BANK_ACCOUNT: optional(z.string().regex(/^[0-9][0-9 -]{8,28}[0-9]$/)),
    PLATFORM_BANK_NAME: optional(z.string().trim().min(1).max(100)),
    /** The customer-service chat link, the default of the customerServiceUrl setting. */
    CUSTOMER_SERVICE_URL: optional(z.url({ protocol: /^https?$/ })),
    /** Who confirms payments (DECISIONS.md "Payments"); unset: sandbox in the demo, manual otherwise. */
    PAYMENT_PROVIDER: optional(z.enum(["manual", "stripe", "sandbox"])),
    STRIPE_SECRET_KEY: optional(
      z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "expected sk_live_... or sk_test_..."),
    ),
    STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_[A-Za-z0-9+/=]+$/, "expected whsec_...")),
    /** PromptPay on Stripe needs a payer e-mail; sellers have none, so the platform's own. */
    STRIPE_BILLING_EMAIL: optional(z.email()),
    /** Redis shared by every node, where per-address limits and sellers' writes count; unset: in memory. */
    REDIS_URL: optional(z.url({ protocol: /^rediss?$/ })),
    /** How long a public catalogue page is kept in each node's memory (catalogue/recent-pages.ts); 0 keeps none. */
    CATALOGUE_PAGE_MS: optional(z.coerce.number().int().min(0).max(60_000)).default(DEFAULT_PAGE_MS),
    /** The bearer token of GET /metrics (Prometheus); unset: /metrics is not served. */
    METRICS_TOKEN: optional(z.string().trim().min(16, "expected 16 characters or more")),
    /** Another Stripe API base (a local mock for trying the webhook); unset: Stripe itself. */
    STRIPE_API_URL: optional(z.url({ protocol: /^https?$/ })),
    /** Object storage for every file (README "Object storage"); unset: folders under DATA_DIR. */
    S3_BUCKET: optional(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "expected an S3 bucket name")),
    /** An S3-compatible server (MinIO, Ceph, Garage...); unset: Amazon S3. */
    S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
    S3_REGION: optional(z.string()),
    AWS_REGION: optional(z.string()),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    /** Bucket in the path rather than the host name; on by default with S3_ENDPOINT. */
    S3_FORCE_PATH_STYLE: optional(flag),
  })
  .refine((env) => (env.ADMIN_ACCOUNT === undefined) === (env.ADMIN_PASSWORD === undefined), {
    message: "ADMIN_ACCOUNT and ADMIN_PASSWORD are set together or not at all",
    path: ["ADMIN_PASSWORD"],
  })
  .refine(
    (env) =>
      env.PAYMENT_PROVIDER !== "stripe" ||
      (env.STRIPE_SECRET_KEY !== undefined &&
        env.STRIPE_WEBHOOK_SECRET !== undefined &&
        env.STRIPE_BILLING_EMAIL !== undefined),
    {
      message:
        "PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_BILLING_EMAIL",
      path: ["PAYMENT_PROVIDER"],
    },
  )
  .refine((env) => (env.S3_ACCESS_KEY_ID === undefined) === (env.S3_SECRET_ACCESS_KEY === undefined), {
    message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all",
    path: ["S3_SECRET_ACCESS_KEY"],
  })
  .refine(
    (env) =>
      env.S3_BUCKET !== undefined ||
      [env.S3_ENDPOINT, env.S3_ACCESS_KEY_ID, env.S3_FORCE_PATH_STYLE].every((v) => v === undefined),
    { message: "object storage needs S3_BUCKET", path: ["S3_BUCKET"] },
  )
  .refine(
    (env) =>
      new Set(
        [env.PLATFORM_BANK_CODE, env.PLATFORM_BANK_ACCOUNT, env.PLATFORM_BANK_NAME].map(
          (v) => v === undefined,
        ),
      ).size === 1,
    {
      message:
        "PLATFORM_BANK_CODE, PLATFORM_BANK_ACCOUNT and PLATFORM_BANK_NAME are set together or not at all",
      path: ["PLATFORM_BANK_ACCOUNT"],
    },
  );

export type Config = {
  /** Object storage for files; undefined: folders under DATA_DIR. */
  objectStorage: S3Settings | undefined;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Demo data is on by default for the embedded database only (ARCHITECTURE.md "Integrity"). */
  demo: boolean;
  admin: { account: string; password: string } | undefined;
  logLevel: string;
  trustProxy: TrustProxy;
  /** Absent: the embedded database's key file is used (main.ts). */
  dataKey: Buffer | undefined;
  promptPayId: string | undefined;
  platformBankAccount: { bankCode: string; accountNumber: string; accountName: string } | undefined;
  customerServiceUrl: string | undefined;
  paymentProvider: "manual" | "stripe" | "sandbox";
  redisUrl: string | undefined;
  metricsToken: string | undefined;
  cataloguePageMs: number;
  stripe:
    | {
        secretKey: string;
        webhookSecret: string;
        billingEmail: string;
        api: { host: string; port: number; protocol: "http" | "https" } | undefined;
      }
    | undefined;
};

/** The sandbox lets a payer settle their own payment: only the demo may run it. */
const SANDBOX_OUTSIDE_DEMO =
  "PAYMENT_PROVIDER=sandbox runs only with DEMO=1: the sandbox lets a payer confirm their own payment, " +
  "so it would credit wallets with money that never arrived. Use PAYMENT_PROVIDER=manual (an operator " +
  "confirms each payment) or stripe";

function stripeApi(url: string | undefined) {
  if (!url) return undefined;
  const parsed = new URL(url);
  const protocol = parsed.protocol === "http:" ? "http" : "https";
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : protocol === "http" ? 80 : 443,
    protocol,
  } as const;
}

/** The only reader of process.env. Throws with every problem listed when the environment is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  const value = parsed.data;
  const demo = value.DEMO ?? value.DATABASE_URL === undefined;
  const paymentProvider = value.PAYMENT_PROVIDER ?? (demo ? "sandbox" : "manual");
  if (paymentProvider === "sandbox" && !demo) {
    throw new Error(`Invalid environment:\n  PAYMENT_PROVIDER: ${SANDBOX_OUTSIDE_DEMO}`);
  }
  return {
    objectStorage: value.S3_BUCKET
      ? {
          bucket: value.S3_BUCKET,
          endpoint: value.S3_ENDPOINT,
          region: value.S3_REGION ?? value.AWS_REGION ?? "us-east-1",
          credentials:
            value.S3_ACCESS_KEY_ID && value.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: value.S3_ACCESS_KEY_ID, secretAccessKey: value.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: value.S3_FORCE_PATH_STYLE ?? value.S3_ENDPOINT !== undefined,
        }
      : undefined,
    port: value.PORT,
    host: value.HOST,
    dataDir: value.DATA_DIR,
    databaseUrl: value.DATABASE_URL,
    demo,
    admin:
      value.ADMIN_ACCOUNT && value.ADMIN_PASSWORD
        ? { account: value.ADMIN_ACCOUNT, password: value.ADMIN_PASSWORD }
        : undefined,
    logLevel: value.LOG_LEVEL,
    trustProxy: value.TRUST_PROXY,
    dataKey: value.DATA_ENCRYPTION_KEY,
    promptPayId: value.PROMPTPAY_ID,
    platformBankAccount:
      value.PLATFORM_BANK_CODE && value.PLATFORM_BANK_ACCOUNT && value.PLATFORM_BANK_NAME
        ? {
            bankCode: value.PLATFORM_BANK_CODE,
            accountNumber: value.PLATFORM_BANK_ACCOUNT,
            accountName: value.PLATFORM_BANK_NAME,
          }
        : undefined,
    customerServiceUrl: value.CUSTOMER_SERVICE_URL,
    paymentProvider,
    redisUrl: value.REDIS_URL,
    metricsToken: value.METRICS_TOKEN,
    cataloguePageMs: value.CATALOGUE_PAGE_MS,
    stripe:
      paymentProvider === "stripe" &&
      value.STRIPE_SECRET_KEY &&
      value.STRIPE_WEBHOOK_SECRET &&
      value.STRIPE_BILLING_EMAIL
        ? {
            secretKey: value.STRIPE_SECRET_KEY,
            webhookSecret: value.STRIPE_WEBHOOK_SECRET,
            billingEmail: value.STRIPE_BILLING_EMAIL,
            api: stripeApi(value.STRIPE_API_URL),
          }
        : undefined,
  };
}

/**
 * The key card and ID numbers are sealed with: DATA_ENCRYPTION_KEY; without
 * it, on the embedded database only, a key file beside the database folder
 * (made at the first start). A PostgreSQL server needs the key configured, so
 * that it never sits with the data it protects.
 */
export function dataKeyOf(config: Config): { key: Buffer; file?: string } {
  if (config.dataKey) return { key: config.dataKey };
  if (config.databaseUrl) {
    throw new Error(
      "DATA_ENCRYPTION_KEY is required with DATABASE_URL: 32 random bytes kept apart from the database, for example from node -e \"console.log(require('crypto').randomBytes(32).toString('base64url'))\"",
    );
  }
  const file = join(config.dataDir, "data-encryption.key");
  return { key: readOrCreateKeyFile(file).key, file };
}
