import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LANGUAGE_HEADER } from "@seller/contract/languages";
import { type MessageParams, translate } from "@seller/contract/messages";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { type App, type AppDeps, buildApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import type { RateLimits } from "../lib/rate-limits";
import { s3Storage } from "../modules/files/s3-object-store";
import { openTestDatabase } from "./database";
import { filesOnS3, startS3TestServer } from "./object-store";

/** The data key of every test app (card and ID numbers are sealed with it). */
export const TEST_DATA_KEY = Buffer.alloc(32, 7);

/** High enough that no ordinary test is throttled; rate-limit tests pass their own. */
export const RELAXED_LIMITS: RateLimits = {
  signinPerAddress: { max: 10_000, windowMs: 60_000 },
  registerPerAddress: { max: 10_000, windowMs: 60_000 },
  operatorSigninPerAddress: { max: 10_000, windowMs: 60_000 },
  signinPerAccount: { max: 10_000, windowMs: 60_000 },
  twoFactorPerAccount: { max: 10_000, windowMs: 60_000 },
  twoFactorPerAddress: { max: 10_000, windowMs: 60_000 },
  passwordCheckPerAccount: { max: 10_000, windowMs: 60_000 },
  forgotPasswordPerAddress: { max: 10_000, windowMs: 60_000 },
  contactSupportPerSeller: { max: 10_000, windowMs: 60_000 },
  forgotMessagePerAddress: { max: 10_000, windowMs: 60_000 },
  storefrontReadPerAddress: { max: 10_000, windowMs: 60_000 },
  storefrontWritePerAddress: { max: 10_000, windowMs: 60_000 },
  writesPerSeller: { max: 10_000, windowMs: 60_000 },
  orderLookupPerAddress: { max: 10_000, windowMs: 60_000 },
  orderLookupPerOrderNumber: { max: 10_000, windowMs: 60_000 },
};

export type TestApp = {
  app: App;
  database: DatabaseHandle;
  close(): Promise<void>;
};

type TestAppOptions = Partial<Omit<AppDeps, "db" | "dbKind">> & {
  setup?: (app: App) => void;
  /** Where files live; default: the S3 test server under TEST_OBJECT_STORE=s3, else folders. */
  files?: "folder" | "s3";
};

/**
 * An app on a database that is already open; close() closes the app and its
 * files, not the database. A second app on the same database is a second
 * node: another payment provider, say, over the same ledger.
 */
export async function appOnDatabase(
  database: DatabaseHandle,
  options: TestAppOptions = {},
): Promise<{ app: App; close(): Promise<void> }> {
  const { setup, limits, files = filesOnS3 ? "s3" : "folder", ...deps } = options;
  // Each test app has its own folder for its files (and its own S3 server), removed on close.
  const filesDir = await mkdtemp(join(tmpdir(), "seller-files-"));
  const uploadsDir = deps.uploadsDir ?? join(filesDir, "uploads");
  const catalogueImagesDir = deps.catalogueImagesDir ?? join(filesDir, "catalogue-images");
  const s3 = files === "s3" && !deps.fileStorage ? await startS3TestServer() : undefined;
  const app = await buildApp({
    db: database.db,
    dbKind: database.kind,
    databasePool: database.client.kind === "postgres" ? database.client.pool : undefined,
    dataKey: TEST_DATA_KEY,
    ...deps,
    uploadsDir,
    catalogueImagesDir,
    fileStorage: deps.fileStorage ?? (s3 ? s3Storage(s3.settings) : undefined),
    limits: { ...RELAXED_LIMITS, ...limits },
  });
  setup?.(app);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await s3?.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database and an app on it; close() closes both (and drops a PostgreSQL test database). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const { app, close } = await appOnDatabase(database, options);
  return {
    app,
    database,
    async close() {
      await close();
      await database.close();
    },
  };
}

/**
 * The usual shape of a test file:
 *   const t = useTestApp();
 *   it("...", async () => { const res = await t.app.inject(...) });
 * One app and database per file, opened before the first test, closed after the last.
 */
export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}) {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return {
    get app(): App {
      if (!current) throw new Error("the test app is opened in beforeAll");
      return current.app;
    },
    get database(): DatabaseHandle {
      if (!current) throw new Error("the test app is opened in beforeAll");
      return current.database;
    },
  };
}

let counter = 0;
/** An account name no other test uses: letters and digits, within the 32-character limit. */
export function uniqueAccount(prefix = "seller"): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const inEnglish = { [LANGUAGE_HEADER]: "en" };
/** Expected texts come from the locale files, so a reworded message does not break a test. */
export const en = (key: string, params?: MessageParams) => translate("en", key, params);
export const th = (key: string, params?: MessageParams) => translate("th", key, params);

export function body<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

export async function register(
  app: App,
  account = uniqueAccount(),
  password = "secret123",
  extra: Partial<InjectOptions> = {},
) {
  const response = await app.inject({
    method: "POST",
    url: "/api/sellers/register",
    payload: { account, password },
    ...extra,
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return { account, password, id: response.json().data.user.id as number };
}

export function signIn(app: App, account: string, password: string, extra: Partial<InjectOptions> = {}) {
  return app.inject({ method: "POST", url: "/api/sellers/signin", payload: { account, password }, ...extra });
}

/** Registers a new seller and signs in; returns the bearer token with the account. */
export async function signedInSeller(app: App, options: { remember?: boolean } = {}) {
  const seller = await register(app);
  const response = await app.inject({
    method: "POST",
    url: "/api/sellers/signin",
    payload: { account: seller.account, password: seller.password, remember: options.remember ?? false },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return { ...seller, token: response.json().data.token as string };
}
