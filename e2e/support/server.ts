import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { enrolOperator, OPERATOR } from "./operator-enrol";

export { OPERATOR };
/** A clearly fake receiving account for bank-transfer top-ups. */
export const E2E_BANK_ACCOUNT = {
  code: "SCB",
  bankName: "Siam Commercial Bank",
  number: "000-0-00000-1",
  name: "E2E TEST ACCOUNT - NOT REAL",
};
export const E2E_CUSTOMER_SERVICE_URL = "https://support.example.test/chat";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /**
     * The suite server's operator, enrolled in two-factor at start: a session for API calls,
     * the authenticator secret, and the file holding the last time step whose code was spent.
     */
    suiteOperator: { token: string; secret: string; stateFile: string };
  }
}

/**
 * The suite's API calls stand for many sellers and buyers on many phones: each names an address of
 * its own, so the per-address limits (30 registrations an hour) count people, not the test run.
 */
export function clientAddressHeader(): Record<string, string> {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return { "x-forwarded-for": `10.${byte()}.${byte()}.${byte()}` };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer /api/health within ${timeoutMs / 1000} s`);
}

/**
 * The demo's drawn pictures and their encoded copies, kept for the whole browser suite (one run
 * of `npm test`): every demo server after the first starts in about 4 s instead of 20 s or more.
 */
const DEMO_PICTURES = join(tmpdir(), "seller-e2e-demo-pictures");
const DEMO_FOLDERS = [join("cache", "demo-pictures"), "catalogue-images"];

function shareDemoPictures(dataDir: string, direction: "in" | "out") {
  for (const folder of DEMO_FOLDERS) {
    const own = join(dataDir, folder);
    const shared = join(DEMO_PICTURES, folder);
    if (direction === "in" && existsSync(shared)) cpSync(shared, own, { recursive: true });
    // Names are hashes of the content: a file once there never needs replacing.
    if (direction === "out" && existsSync(own)) cpSync(own, shared, { recursive: true, force: false });
  }
}

/**
 * Starts the built server (npm run build first) on a free port with a fresh
 * embedded database in `dataDir`; `env` adds to or overrides the suite's settings.
 */
export async function spawnServer(dataDir: string, env: Record<string, string> = {}, timeoutMs?: number) {
  const demo = env.DEMO === "1";
  if (demo) shareDemoPictures(dataDir, "in");
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const serverEntry = join(import.meta.dirname, "../../apps/server/dist/main.js");
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      DEMO: "0",
      // What a real platform runs: an operator confirms every payment (no seller confirms their own).
      PAYMENT_PROVIDER: "manual",
      ADMIN_ACCOUNT: OPERATOR.account,
      ADMIN_PASSWORD: OPERATOR.password,
      // The platform's PromptPay id: without one the server offers no PromptPay recharge.
      PROMPTPAY_ID: "0812345678",
      // Bank transfer needs the platform's receiving account; the verification dialog a support link.
      PLATFORM_BANK_CODE: E2E_BANK_ACCOUNT.code,
      PLATFORM_BANK_ACCOUNT: E2E_BANK_ACCOUNT.number,
      PLATFORM_BANK_NAME: E2E_BANK_ACCOUNT.name,
      CUSTOMER_SERVICE_URL: E2E_CUSTOMER_SERVICE_URL,
      LOG_LEVEL: "warn",
      // As behind the platform's proxy: the suite's API helpers name a client address of their own
      // (clientAddressHeader), the browser's requests come from 127.0.0.1.
      TRUST_PROXY: "1",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // A busy machine (several suites at once) can take over 30 s to open a fresh embedded database.
  try {
    await waitForHealth(baseUrl, server, timeoutMs ?? (demo ? 180_000 : 120_000));
  } catch (error) {
    // A server that never answered would outlive the run and hold its port and CPU.
    server.kill("SIGKILL");
    throw error;
  }
  if (demo) shareDemoPictures(dataDir, "out");
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  };
  return { baseUrl, stop };
}

/** A server of its own on a fresh embedded database (a spec that needs other settings, e.g. DEMO=1). */
export async function startAppServer(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "seller-e2e-"));
  return { dataDir, ...(await spawnServer(dataDir, env)) };
}

/** The suite's server: DEMO=0, every test makes its own data through the API. */
export default async function startServer(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), "seller-e2e-"));
  const { baseUrl, stop } = await spawnServer(dataDir);
  project.provide("baseUrl", baseUrl);
  const { token, secret, step } = await enrolOperator(baseUrl);
  const stateFile = join(dataDir, "operator-totp-step");
  writeFileSync(stateFile, String(step));
  project.provide("suiteOperator", { token, secret, stateFile });
  return async () => {
    await stop();
    // Whatever the browser suite did with money, the ledger's invariants must still hold.
    const ledger = spawnSync("npm", ["run", "--silent", "ledger:verify"], {
      cwd: join(import.meta.dirname, "../.."),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
      encoding: "utf8",
    });
    rmSync(dataDir, { recursive: true, force: true });
    if (ledger.status !== 0) {
      throw new Error(`ledger:verify failed after the browser suite:\n${ledger.stdout}${ledger.stderr}`);
    }
    console.log(ledger.stdout.trim());
  };
}
