import { LOCKOUT_THRESHOLD } from "@seller/contract/constants";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_RATE_LIMITS } from "../../lib/rate-limits";
import { en, inEnglish, register, signIn, uniqueAccount, useTestApp } from "../../test/app";
import { attemptCounters, signinLockouts } from "./tables";

// Every password check is counted, to prove how many a burst of guesses gets.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../lib/passwords", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../lib/passwords")>();
  return {
    ...original,
    verifyPassword: (hash: string, password: string) => {
      checks.count += 1;
      return original.verifyPassword(hash, password);
    },
    verifyAgainstDummy: (password: string) => {
      checks.count += 1;
      return original.verifyAgainstDummy(password);
    },
  };
});

// The production limit of 100 failures per account and hour.
const t = useTestApp({ limits: { signinPerAccount: DEFAULT_RATE_LIMITS.signinPerAccount } });
beforeEach(() => {
  checks.count = 0;
});

let lastAddress = 0;
const newAddress = () => `198.51.100.${++lastAddress % 250}`;

async function wrongPasswords(account: string, times: number, remoteAddress = "203.0.113.1") {
  const answers = [];
  for (let i = 0; i < times; i += 1)
    answers.push(await signIn(t.app, account, "wrong-password", { headers: inEnglish, remoteAddress }));
  return answers;
}

async function endLock(account: string) {
  await t.database.db
    .update(signinLockouts)
    .set({ lockedUntil: new Date(Date.now() - 1000) })
    .where(and(eq(signinLockouts.kind, "seller"), eq(signinLockouts.account, account.toLowerCase())));
}

describe("locking an account after wrong passwords from one address", () => {
  it("locks for 15 minutes at the 5th wrong password in a row, with its own message", async () => {
    const seller = await register(t.app);
    const answers = await wrongPasswords(seller.account, LOCKOUT_THRESHOLD);
    expect(answers.slice(0, -1).map((a) => a.json().code)).toEqual(
      Array(LOCKOUT_THRESHOLD - 1).fill("AUTH_LOGIN_FAILED"),
    );
    const last = answers.at(-1);
    expect(last?.statusCode).toBe(429);
    expect(last?.json()).toEqual({
      success: false,
      data: null,
      code: "REQUEST_RATE_LIMIT",
      message: en("server.accountLocked", { minutes: 15 }),
    });
  });

  it("refuses even the right password from that address while it is locked", async () => {
    const seller = await register(t.app);
    await wrongPasswords(seller.account, LOCKOUT_THRESHOLD);
    const response = await signIn(t.app, seller.account, seller.password, {
      headers: inEnglish,
      remoteAddress: "203.0.113.1",
    });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(/locked for 1[45] minutes/);
  });

  it("cannot be used to lock the owner out: the owner signs in from another address", async () => {
    const seller = await register(t.app);
    await wrongPasswords(seller.account, LOCKOUT_THRESHOLD, "203.0.113.66");
    const owner = await signIn(t.app, seller.account, seller.password, { remoteAddress: "192.0.2.10" });
    expect(owner.statusCode).toBe(200);
  });

  it("answers an account that does not exist exactly like one that does, lock included", async () => {
    const seller = await register(t.app);
    const real = await wrongPasswords(seller.account, LOCKOUT_THRESHOLD + 1);
    const ghost = await wrongPasswords(uniqueAccount("ghost"), LOCKOUT_THRESHOLD + 1);
    expect(ghost.map((a) => [a.statusCode, a.json()])).toEqual(real.map((a) => [a.statusCode, a.json()]));
  });

  it("accepts the right password again once the 15 minutes are over", async () => {
    const seller = await register(t.app);
    await wrongPasswords(seller.account, LOCKOUT_THRESHOLD);
    await endLock(seller.account);
    expect(
      (await signIn(t.app, seller.account, seller.password, { remoteAddress: "203.0.113.1" })).statusCode,
    ).toBe(200);
  });

  it("gives 5 new tries after a lock has ended", async () => {
    const seller = await register(t.app);
    await wrongPasswords(seller.account, LOCKOUT_THRESHOLD);
    await endLock(seller.account);
    const answers = await wrongPasswords(seller.account, LOCKOUT_THRESHOLD);
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 401, 429]);
  });

  it("starts counting again after a successful sign-in", async () => {
    const seller = await register(t.app);
    const remoteAddress = "203.0.113.1";
    await wrongPasswords(seller.account, LOCKOUT_THRESHOLD - 1);
    expect((await signIn(t.app, seller.account, seller.password, { remoteAddress })).statusCode).toBe(200);
    const answers = await wrongPasswords(seller.account, LOCKOUT_THRESHOLD - 1);
    expect(answers.every((a) => a.statusCode === 401)).toBe(true);
    expect((await signIn(t.app, seller.account, seller.password, { remoteAddress })).statusCode).toBe(200);
  });

  it("locks only the account the wrong passwords were for", async () => {
    const victim = await register(t.app);
    const other = await register(t.app);
    await wrongPasswords(victim.account, LOCKOUT_THRESHOLD);
    expect(
      (await signIn(t.app, other.account, other.password, { remoteAddress: "203.0.113.1" })).statusCode,
    ).toBe(200);
  });
});

describe("guesses sent at once", () => {
  it("checks at most 5 of 30 wrong passwords sent together, and then the account is locked", async () => {
    const seller = await register(t.app);
    checks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        signIn(t.app, seller.account, "wrong-password", {
          headers: inEnglish,
          remoteAddress: "203.0.113.30",
        }),
      ),
    );
    expect(checks.count).toBeLessThanOrEqual(LOCKOUT_THRESHOLD);
    expect(answers.filter((a) => a.statusCode === 401).length).toBeLessThan(LOCKOUT_THRESHOLD);
    expect(answers.every((a) => [401, 429].includes(a.statusCode))).toBe(true);
    const [counter] = await t.database.db
      .select()
      .from(attemptCounters)
      .where(eq(attemptCounters.key, `signin:seller:${seller.account.toLowerCase()}`));
    expect(counter?.count).toBeLessThanOrEqual(LOCKOUT_THRESHOLD);
    const after = await signIn(t.app, seller.account, seller.password, {
      headers: inEnglish,
      remoteAddress: "203.0.113.30",
    });
    expect(after.json().message).toBe(en("server.accountLocked", { minutes: 15 }));
  });
});

describe("genuine sign-ins sent at once", () => {
  it("lets 12 sign-ins with the right password from one address all through: they wait for a place", async () => {
    const seller = await register(t.app);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        signIn(t.app, seller.account, seller.password, { remoteAddress: "203.0.113.40" }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
  });
});

describe("at most 100 failed sign-ins per account per hour, from all addresses together (ASVS 2.2.1)", () => {
  it("checks no 101st password from a fresh address until it slides again and waits", async () => {
    const seller = await register(t.app);
    // 25 addresses, 4 wrong passwords each: no address reaches its lock.
    for (let address = 0; address < 25; address += 1) {
      const remoteAddress = newAddress();
      const answers = await wrongPasswords(seller.account, LOCKOUT_THRESHOLD - 1, remoteAddress);
      expect(answers.every((a) => a.statusCode === 401)).toBe(true);
    }
    expect(checks.count).toBe(100);
    const refused = await signIn(t.app, seller.account, seller.password, {
      headers: inEnglish,
      remoteAddress: newAddress(),
    });
    expect(refused.statusCode).toBe(429);
    // Not a flat refusal: a slide challenge and a wait (owner-during-attack.test.ts goes on from here).
    expect(refused.json()).toMatchObject({
      code: "REQUEST_RATE_LIMIT",
      message: en("signinFriction.slideAgain", { seconds: 1 }),
      retry_after: 1,
      slide_challenge: expect.any(String),
    });
    expect(refused.headers["retry-after"]).toBe("1");
    expect(checks.count).toBe(100);
  });
});
