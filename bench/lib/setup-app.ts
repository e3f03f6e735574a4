import { join } from "node:path";
import { withThaiIdCheckDigit } from "@seller/contract/id-number";
import sharp from "sharp";
import { type App, type AppDeps, buildApp } from "../../apps/server/src/app";
import type { DatabaseHandle } from "../../apps/server/src/db/client";
import { runMigrations } from "../../apps/server/src/db/migrate";
import { bootstrapOperator } from "../../apps/server/src/modules/admin/service";
import { turnOnTwoFactor } from "../../apps/server/src/test/two-factor";
import { BENCH_DATA_KEY, BENCH_OPERATOR } from "./server";

/**
 * The bench's data is made through the API's own calls (app.inject on the
 * database the measured server opens afterwards), never by writing rows:
 * a seller is registered, verified by the operator, adds a card and is funded
 * by a top-up the operator confirms. Only the per-address sign-up and sign-in
 * limits are raised, since every bench seller comes from one address.
 */
export async function openSetupApp(
  handle: DatabaseHandle,
  dataDir: string,
  deps: Partial<Omit<AppDeps, "db" | "dbKind">> = {},
) {
  await runMigrations(handle);
  const relaxed = { max: 1_000_000, windowMs: 60_000 };
  const app = await buildApp({
    db: handle.db,
    dbKind: handle.kind,
    uploadsDir: join(dataDir, "uploads"),
    catalogueImagesDir: join(dataDir, "catalogue-images"),
    dataKey: BENCH_DATA_KEY,
    // A test PromptPay id (a mobile number): top-ups are confirmed by the operator, nothing is paid.
    promptPayId: "0812345678",
    limits: {
      signinPerAddress: relaxed,
      registerPerAddress: relaxed,
      operatorSigninPerAddress: relaxed,
      storefrontReadPerAddress: relaxed,
      storefrontWritePerAddress: relaxed,
    },
    ...deps,
  });
  await app.ready();
  await bootstrapOperator(handle.db, { admin: BENCH_OPERATOR, generateIfNone: false });
  const signin = await app.inject({ method: "POST", url: "/api/admin/signin", payload: BENCH_OPERATOR });
  if (signin.statusCode !== 200) throw new Error(`operator sign-in failed: ${signin.body}`);
  const operatorToken = signin.json().data.token as string;
  // Every operator enrols an authenticator app before any other operator call answers.
  await turnOnTwoFactor(app, operatorToken, { prefix: "/api/admin/2fa" });
  return {
    app,
    operatorToken,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

export const WITHDRAW_PASSWORD = "withdraw123";

export async function call(app: App, token: string, method: "GET" | "POST", url: string, payload?: object) {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json().data;
}

let issued = 0;
/** A Thai ID number with a right check digit, different for every seller of the run. */
function thaiId(): string {
  issued += 1;
  return withThaiIdCheckDigit(
    `1${String(process.pid % 1000).padStart(3, "0")}${String((Date.now() + issued) % 1e8).padStart(8, "0")}`,
  );
}

let idImage: Promise<Buffer> | undefined;
async function uploadIdImage(app: App, token: string, side: "front" | "back") {
  idImage ??= sharp({ create: { width: 64, height: 48, channels: 3, background: "#c83232" } })
    .jpeg()
    .toBuffer();
  const boundary = `----bench${issued}${side}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${side}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${side}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    await idImage,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: "POST",
    url: "/api/sellers/verification/upload",
    payload,
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": `multipart/form-data; boundary=${boundary}`,
    },
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().data.url as string;
}

export type BenchSeller = { id: number; account: string; token: string };

/** A registered, signed-in seller. */
export async function signedInSeller(app: App, account: string): Promise<BenchSeller> {
  const password = "bench-seller-123";
  const registered = await app.inject({
    method: "POST",
    url: "/api/sellers/register",
    payload: { account, password },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const signin = await app.inject({
    method: "POST",
    url: "/api/sellers/signin",
    payload: { account, password, remember: true },
  });
  if (signin.statusCode !== 200) throw new Error(`sign-in failed: ${signin.body}`);
  return { id: registered.json().data.user.id as number, account, token: signin.json().data.token as string };
}

/** Verified by the operator, with a card, and `baht` available from a confirmed top-up. */
export async function readySeller(
  setup: { app: App; operatorToken: string },
  account: string,
  baht: string,
  method: "promptpay" | "bank_transfer" = "promptpay",
): Promise<BenchSeller> {
  const { app, operatorToken } = setup;
  const seller = await signedInSeller(app, account);
  const front = await uploadIdImage(app, seller.token, "front");
  const back = await uploadIdImage(app, seller.token, "back");
  const submitted = await call(app, seller.token, "POST", "/api/sellers/verification", {
    real_name: "Somchai Jaidee",
    id_card_number: thaiId(),
    id_card_front_url: front,
    id_card_back_url: back,
  });
  await call(app, operatorToken, "POST", `/api/admin/verifications/${submitted.id}/approve`, {});
  await call(app, seller.token, "POST", "/api/sellers/bank-cards", {
    bank_name: "KBANK",
    card_number: "1234567890123",
    card_holder_name: "Somchai Jaidee",
    withdraw_password: WITHDRAW_PASSWORD,
  });
  const recharge = await call(app, seller.token, "POST", "/api/sellers/wallet/recharge", {
    amount: baht,
    method,
  });
  await call(app, operatorToken, "POST", `/api/admin/recharges/${recharge.recharge.id}/approve`);
  return seller;
}
