import { LOCKOUT_THRESHOLD } from "@seller/contract/constants";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { en, inEnglish, register, signIn, useTestApp } from "../../test/app";
import { sellers } from "../sellers/tables";

const t = useTestApp();

async function wrongPasswords(account: string, times: number) {
  const answers = [];
  for (let i = 0; i < times; i += 1)
    answers.push(await signIn(t.app, account, "wrong-password", { headers: inEnglish }));
  return answers;
}

describe("locking an account after wrong passwords", () => {
  it("locks the account for 15 minutes at the 5th wrong password in a row, with its own message", async () => {
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

  it("refuses even the right password while the account is locked", async () => {
    const seller = await register(t.app);
    await wrongPasswords(seller.account, LOCKOUT_THRESHOLD);
    const response = await signIn(t.app, seller.account, seller.password, { headers: inEnglish });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(/locked for 1[45] minutes/);
  });

  it("accepts the right password again once the 15 minutes are over", async () => {
    const seller = await register(t.app);
    await wrongPasswords(seller.account, LOCKOUT_THRESHOLD);
    await t.database.db
      .update(sellers)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(sellers.id, seller.id));
    expect((await signIn(t.app, seller.account, seller.password)).statusCode).toBe(200);
  });

  it("gives 5 new tries after a lock has ended", async () => {
    const seller = await register(t.app);
    await wrongPasswords(seller.account, LOCKOUT_THRESHOLD);
    await t.database.db
      .update(sellers)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(sellers.id, seller.id));
    const answers = await wrongPasswords(seller.account, LOCKOUT_THRESHOLD);
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 401, 429]);
  });

  it("starts counting again after a successful sign-in", async () => {
    const seller = await register(t.app);
    await wrongPasswords(seller.account, LOCKOUT_THRESHOLD - 1);
    expect((await signIn(t.app, seller.account, seller.password)).statusCode).toBe(200);
    const answers = await wrongPasswords(seller.account, LOCKOUT_THRESHOLD - 1);
    expect(answers.every((a) => a.statusCode === 401)).toBe(true);
    expect((await signIn(t.app, seller.account, seller.password)).statusCode).toBe(200);
  });

  it("keeps the lock in the database, on the seller", async () => {
    const seller = await register(t.app);
    await wrongPasswords(seller.account, LOCKOUT_THRESHOLD);
    const [row] = await t.database.db.select().from(sellers).where(eq(sellers.id, seller.id));
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it("locks only the account the wrong passwords were for", async () => {
    const victim = await register(t.app);
    const other = await register(t.app);
    await wrongPasswords(victim.account, LOCKOUT_THRESHOLD);
    expect((await signIn(t.app, other.account, other.password)).statusCode).toBe(200);
  });
});
