import { setTimeout as sleep } from "node:timers/promises";
import {
  LOCKOUT_THRESHOLD,
  SIGNIN_FAILURES_PER_ACCOUNT_HOUR,
  SIGNIN_FRICTION_MAX_DELAY_S,
} from "@seller/contract/constants";
import { LANGUAGES } from "@seller/contract/languages";
import { translate } from "@seller/contract/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "../../lib/rate-limits";
import { bearer, inEnglish, register, signIn, useTestApp } from "../../test/app";
import { signedInOperator } from "../../test/operator";
import { auditLog } from "../audit/tables";

// The production limit of 100 failures per account and hour.
const t = useTestApp({ limits: { signinPerAccount: DEFAULT_RATE_LIMITS.signinPerAccount } });

const OWNER_HOME = "192.0.2.10";
// 5 guesses from each of 21 addresses: more failures than the account-wide limit allows.
const ATTACKERS = Math.ceil((SIGNIN_FAILURES_PER_ACCOUNT_HOUR + 1) / LOCKOUT_THRESHOLD);

async function attack(url: string, account: string, net: number) {
  const codes: number[] = [];
  for (let a = 0; a < ATTACKERS; a += 1) {
    for (let i = 0; i < LOCKOUT_THRESHOLD; i += 1) {
      const answer = await t.app.inject({
        method: "POST",
        url,
        payload: { account, password: `guess-${a}-${i}` },
        headers: inEnglish,
        remoteAddress: `198.51.${net}.${a + 1}`,
      });
      codes.push(answer.statusCode);
    }
  }
  return codes;
}

/** The device cookie a successful sign-in set, as a Cookie header. */
function deviceCookie(answer: { headers: Record<string, unknown> }): string {
  const set = String(answer.headers["set-cookie"] ?? "");
  const pair = set.split(";")[0] ?? "";
  expect(set).toMatch(/HttpOnly/);
  expect(set).toMatch(/SameSite=Strict/);
  expect(pair).toMatch(/^(seller|operator)_device=[\w-]+\.[\w-]+$/);
  return pair;
}

type Friction = {
  statusCode: number;
  json(): { message: string; retry_after: number; slide_challenge: string };
};

/** Over the limit from an unknown address: a 429 with a wait and a slide challenge, never a flat refusal. */
function expectFriction(answer: Friction) {
  expect(answer.statusCode).toBe(429);
  const body = answer.json();
  expect(body.retry_after).toBeGreaterThanOrEqual(1);
  expect(body.retry_after).toBeLessThanOrEqual(SIGNIN_FRICTION_MAX_DELAY_S);
  expect(body.slide_challenge).toEqual(expect.any(String));
  expect(body.message).toContain(`wait ${body.retry_after} seconds`);
  return body;
}

describe("the account-wide limit during an attack", () => {
  it("still lets the owner in from an address they signed in from before", async () => {
    const seller = await register(t.app);
    const first = await signIn(t.app, seller.account, seller.password, { remoteAddress: OWNER_HOME });
    expect(first.statusCode).toBe(200);
    const phone = deviceCookie(first);
    const codes = await attack("/api/sellers/signin", seller.account, 100);
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(SIGNIN_FAILURES_PER_ACCOUNT_HOUR);
    expect(codes.every((code) => code === 401 || code === 429)).toBe(true);
    // The owner's own phone on a new network: its device cookie lets the password be checked at once.
    const onPhone = await signIn(t.app, seller.account, seller.password, {
      remoteAddress: "203.0.113.77",
      headers: { cookie: phone },
    });
    expect(onPhone.statusCode, onPhone.body).toBe(200);
    // A forged or another kind's cookie is no device.
    const forged = await signIn(t.app, seller.account, seller.password, {
      remoteAddress: "203.0.113.78",
      headers: { cookie: `${phone.slice(0, -3)}xyz`, ...inEnglish },
    });
    expectFriction(forged);
    // The owner at home gets in, during the attack.
    const owner = await signIn(t.app, seller.account, seller.password, { remoteAddress: OWNER_HOME });
    expect(owner.statusCode, owner.body).toBe(200);
    // And is told, once, that someone is guessing (DECISIONS.md "Account and session").
    const notes = await t.app.inject({
      method: "GET",
      url: "/api/sellers/notifications",
      headers: { ...bearer(owner.json().data.token), ...inEnglish },
    });
    // Written in the seller's own language, whatever the request's.
    const titles = LANGUAGES.map((language) => translate(language, "account.signinAttack.title"));
    const told = notes
      .json()
      .data.notifications.filter((note: { title: string }) => titles.includes(note.title));
    expect(told).toHaveLength(1);
    // A guess from the owner's address is still a guess: wrong passwords there meet the address lock.
    const wrong = await signIn(t.app, seller.account, "not-it", {
      remoteAddress: OWNER_HOME,
      headers: inEnglish,
    });
    expect(wrong.statusCode).toBe(401);
  }, 300_000);

  it("makes an unknown address slide again and wait, then checks the password: never a flat lock", async () => {
    const seller = await register(t.app);
    await attack("/api/sellers/signin", seller.account, 102);
    const stranger = { remoteAddress: "203.0.113.200", headers: inEnglish };
    const asked = expectFriction(await signIn(t.app, seller.account, seller.password, stranger));
    // The challenge answered before its wait is over is not taken: a new one comes.
    const early = await t.app.inject({
      method: "POST",
      url: "/api/sellers/signin",
      payload: { account: seller.account, password: seller.password, slide_proof: asked.slide_challenge },
      ...stranger,
    });
    const again = expectFriction(early);
    // Each attempt over the limit waits at least as long as the one before.
    expect(again.retry_after).toBeGreaterThanOrEqual(asked.retry_after);
    await sleep(again.retry_after * 1000);
    // A wrong password with the slide done is checked (and counts toward this address's lock).
    const guess = await t.app.inject({
      method: "POST",
      url: "/api/sellers/signin",
      payload: { account: seller.account, password: "not-it-at-all", slide_proof: again.slide_challenge },
      ...stranger,
    });
    expect(guess.statusCode).toBe(401);
    // A challenge answers one check only.
    const replayed = await t.app.inject({
      method: "POST",
      url: "/api/sellers/signin",
      payload: { account: seller.account, password: seller.password, slide_proof: again.slide_challenge },
      ...stranger,
    });
    const last = expectFriction(replayed);
    // Another address cannot use this address's challenge.
    await sleep(last.retry_after * 1000);
    const borrowed = await t.app.inject({
      method: "POST",
      url: "/api/sellers/signin",
      payload: { account: seller.account, password: seller.password, slide_proof: last.slide_challenge },
      remoteAddress: "203.0.113.201",
      headers: inEnglish,
    });
    expectFriction(borrowed);
    // The right password, the slide done and the wait over: in.
    const owner = await t.app.inject({
      method: "POST",
      url: "/api/sellers/signin",
      payload: { account: seller.account, password: seller.password, slide_proof: last.slide_challenge },
      ...stranger,
    });
    expect(owner.statusCode, owner.body).toBe(200);
    deviceCookie(owner);
  }, 300_000);

  it("still lets the operator in from an address they signed in from before", async () => {
    // signedInOperator signs in from inject's default address, 127.0.0.1.
    await signedInOperator(t.app, t.database.db);
    const onLaptop = await t.app.inject({
      method: "POST",
      url: "/api/admin/signin",
      payload: { account: "reviewer", password: "reviewer-secret" },
    });
    const laptop = deviceCookie(onLaptop);
    await attack("/api/admin/signin", "reviewer", 101);
    // The laptop on another network gets in with its device cookie; without it, the slide and the wait.
    const travelling = { remoteAddress: "203.0.113.90", headers: { cookie: laptop } };
    const away = await t.app.inject({
      method: "POST",
      url: "/api/admin/signin",
      payload: { account: "reviewer", password: "reviewer-secret" },
      ...travelling,
    });
    expect(away.statusCode, away.body).toBe(200);
    // A seller's device cookie is not an operator's.
    const stranger = await t.app.inject({
      method: "POST",
      url: "/api/admin/signin",
      payload: { account: "reviewer", password: "reviewer-secret" },
      remoteAddress: "203.0.113.91",
      headers: { cookie: laptop.replace("operator_device", "seller_device"), ...inEnglish },
    });
    expectFriction(stranger);
    const operator = await t.app.inject({
      method: "POST",
      url: "/api/admin/signin",
      payload: { account: "reviewer", password: "reviewer-secret" },
    });
    expect(operator.statusCode, operator.body).toBe(200);
    // The console's notice: the audit log names the operator whose account was attacked, once.
    const noticed = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.act, "operator.signin_limit_reached"));
    expect(noticed).toHaveLength(1);
  }, 300_000);
});
