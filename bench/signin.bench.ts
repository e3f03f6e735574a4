/**
 * Sign-in timing: a wrong password for a registered account and any password for an account that
 * does not exist answer in about the same time, so the time does not tell which accounts exist
 * (lib/passwords.ts verifyAgainstDummy). Measured here rather than in the unit tests, whose
 * timings share the machine with everything else; the unit test keeps the behaviour (one hash
 * verification either way, auth/signin.test.ts). Target: the unknown account's median at least
 * 0.3 times the wrong password's (without the dummy hash it would be close to 0).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { App } from "../apps/server/src/app";
import { openPglite } from "../apps/server/src/db/client";
import type { BenchRow } from "./lib/report";
import { openSetupApp, signedInSeller } from "./lib/setup-app";

const TRIES = Number(process.env.BENCH_SIGNIN_TRIES ?? 30);
const TARGET = 0.3;

let address = 0;
/**
 * One wrong sign-in, timed. Each from its own address, so the lockout after 5 wrong passwords in a
 * row from one address (DECISIONS.md "Account and session") never answers in place of the password check.
 */
async function timedWrongSignIn(app: App, account: string): Promise<number> {
  address += 1;
  const started = performance.now();
  const response = await app.inject({
    method: "POST",
    url: "/api/sellers/signin",
    payload: { account, password: "wrong-password" },
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  });
  const elapsed = performance.now() - started;
  if (response.statusCode !== 401)
    throw new Error(`expected a refusal, got ${response.statusCode}: ${response.body}`);
  return elapsed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export default async function signinBench(): Promise<BenchRow[]> {
  const dataDir = await mkdtemp(join(tmpdir(), "bench-signin-"));
  try {
    const setup = await openSetupApp(await openPglite(join(dataDir, "pglite")), dataDir);
    try {
      const seller = await signedInSeller(setup.app, `signin${Date.now().toString(36)}`);
      // Warm up both paths (the dummy hash is made once), then alternate so drift hits both alike.
      await timedWrongSignIn(setup.app, seller.account);
      await timedWrongSignIn(setup.app, `nobody${Date.now().toString(36)}w`);
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < TRIES; i += 1) {
        known.push(await timedWrongSignIn(setup.app, seller.account));
        unknown.push(await timedWrongSignIn(setup.app, `nobody${Date.now().toString(36)}${i}`));
      }
      const ratio = median(unknown) / median(known);
      return [
        {
          group: "Sign-in",
          name: `unknown account vs wrong password, median of ${TRIES} each (PGlite)`,
          measured: `${ratio.toFixed(2)}x`,
          target: `>= ${TARGET}x`,
          met: ratio >= TARGET,
          detail: `${median(unknown).toFixed(1)} ms vs ${median(known).toFixed(1)} ms`,
        },
      ];
    } finally {
      await setup.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
