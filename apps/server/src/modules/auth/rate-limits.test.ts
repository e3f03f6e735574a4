import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import {
  createTestApp,
  en,
  inEnglish,
  RELAXED_LIMITS,
  register,
  signIn,
  TEST_DATA_KEY,
  type TestApp,
  uniqueAccount,
} from "../../test/app";
import { attemptCounters } from "./tables";

let t: TestApp;
const limits = {
  signinPerAddress: { max: 3, windowMs: 60_000 },
  registerPerAddress: { max: 2, windowMs: 60_000 },
  operatorSigninPerAddress: { max: 2, windowMs: 60_000 },
  signinPerAccount: { max: 3, windowMs: 60_000 },
};

beforeAll(async () => {
  t = await createTestApp({ limits });
});
afterAll(async () => {
  await t?.close();
});

/** Each test comes from its own address, so the per-address counters of one test do not touch another. */
let lastAddress = 0;
const newAddress = () => `203.0.113.${++lastAddress}`;

describe("rate limits on sign-in and register", () => {
  it("refuses a 4th sign-in within a minute from the same address", async () => {
    const remoteAddress = newAddress();
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      answers.push(
        await signIn(t.app, uniqueAccount(), "wrong-password", { remoteAddress, headers: inEnglish }),
      );
    }
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 429]);
    expect(answers[3]?.json()).toEqual({
      success: false,
      data: null,
      code: "REQUEST_RATE_LIMIT",
      message: en("errors.REQUEST_RATE_LIMIT"),
    });
    expect(Number(answers[3]?.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("does not hold one address's sign-ins against another address", async () => {
    const busy = newAddress();
    for (let i = 0; i < 4; i += 1)
      await signIn(t.app, uniqueAccount(), "wrong-password", { remoteAddress: busy });
    const other = await signIn(t.app, uniqueAccount(), "wrong-password", { remoteAddress: newAddress() });
    expect(other.statusCode).toBe(401);
  });

  it("refuses a 3rd registration within the window from the same address", async () => {
    const remoteAddress = newAddress();
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      answers.push(
        await t.app.inject({
          method: "POST",
          url: "/api/sellers/register",
          remoteAddress,
          payload: { account: uniqueAccount(), password: "secret123" },
        }),
      );
    }
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 429]);
    expect(answers[2]?.json().code).toBe("REQUEST_RATE_LIMIT");
  });

  it("refuses further tries on one account from any address once its limit is used up", async () => {
    const seller = await register(t.app, uniqueAccount(), "secret123", { remoteAddress: newAddress() });
    for (let i = 0; i < limits.signinPerAccount.max; i += 1) {
      expect(
        (await signIn(t.app, seller.account, "wrong-password", { remoteAddress: newAddress() })).statusCode,
      ).toBe(401);
    }
    // Even the right password, from a fresh address, waits for the window to end.
    const refused = await signIn(t.app, seller.account, seller.password, { remoteAddress: newAddress() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("REQUEST_RATE_LIMIT");
  });

  it("counts tries on accounts that do not exist too", async () => {
    const account = uniqueAccount("ghost");
    const answers = [];
    for (let i = 0; i < 4; i += 1)
      answers.push(await signIn(t.app, account, "wrong-password", { remoteAddress: newAddress() }));
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 429]);
  });

  it("does not count successful sign-ins against the account", async () => {
    const seller = await register(t.app, uniqueAccount(), "secret123", { remoteAddress: newAddress() });
    for (let i = 0; i < limits.signinPerAccount.max + 2; i += 1) {
      expect(
        (await signIn(t.app, seller.account, seller.password, { remoteAddress: newAddress() })).statusCode,
      ).toBe(200);
    }
  });

  it("keeps the per-account count in the database, shared by every server node", async () => {
    const seller = await register(t.app, uniqueAccount(), "secret123", { remoteAddress: newAddress() });
    const otherNode = await buildApp({
      db: t.database.db,
      dbKind: t.database.kind,
      uploadsDir: join(tmpdir(), "seller-uploads-unused"),
      dataKey: TEST_DATA_KEY,
      limits: { ...RELAXED_LIMITS, signinPerAccount: limits.signinPerAccount },
    });
    try {
      for (let i = 0; i < limits.signinPerAccount.max; i += 1) {
        await signIn(t.app, seller.account, "wrong-password", { remoteAddress: newAddress() });
      }
      const onOtherNode = await signIn(otherNode, seller.account, seller.password, {
        remoteAddress: newAddress(),
      });
      expect(onOtherNode.statusCode).toBe(429);
    } finally {
      await otherNode.close();
    }
  });

  it("lets the account try again once its window is over", async () => {
    const seller = await register(t.app, uniqueAccount(), "secret123", { remoteAddress: newAddress() });
    for (let i = 0; i <= limits.signinPerAccount.max; i += 1) {
      await signIn(t.app, seller.account, "wrong-password", { remoteAddress: newAddress() });
    }
    await t.database.db
      .update(attemptCounters)
      .set({ windowStartedAt: new Date(Date.now() - limits.signinPerAccount.windowMs - 1000) })
      .where(eq(attemptCounters.key, `signin:seller:${seller.account.toLowerCase()}`));
    const response = await signIn(t.app, seller.account, seller.password, { remoteAddress: newAddress() });
    expect(response.statusCode).toBe(200);
  });
});
