import { RECOVERY_CODE_COUNT } from "@seller/contract/two-factor";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bearer, en, inEnglish, signedInSeller, signIn, useTestApp } from "../../test/app";
import { codeAt, turnOnTwoFactor } from "../../test/two-factor";
import { call } from "../../test/wallet";
import { twoFactorSecrets } from "./tables";

const t = useTestApp();

/** A fixed clock: Date only, so the database, sockets and timers run as usual. */
const START = new Date("2030-03-01T03:00:10.000Z");
let now = START;
function at(secondsAfterStart: number): Date {
  now = new Date(START.getTime() + secondsAfterStart * 1000);
  vi.setSystemTime(now);
  return now;
}
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  at(0);
});
afterEach(() => {
  vi.useRealTimers();
});

const answer = (payload: Record<string, unknown>, url = "/api/sellers/signin/2fa") =>
  t.app.inject({ method: "POST", url, payload, headers: inEnglish });

async function challengeFor(account: string, password: string): Promise<string> {
  const response = await signIn(t.app, account, password);
  expect(response.statusCode).toBe(200);
  const data = response.json().data;
  expect(data.two_factor_required).toBe(true);
  return data.challenge as string;
}

describe("turning two-factor on", () => {
  it("shows the secret once, as text and as an otpauth address, and stores it sealed", async () => {
    const seller = await signedInSeller(t.app);
    const setup = await call(t.app, seller.token, "POST", "/api/sellers/2fa/setup");
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauth_url);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe(`/Seller Centre:${seller.account}`);
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(url.searchParams.get("issuer")).toBe("Seller Centre");

    const [row] = await t.database.db.select().from(twoFactorSecrets);
    expect(row?.secretSealed).not.toContain(secret);
    const status = await call(t.app, seller.token, "GET", "/api/sellers/2fa");
    expect(status.json().data).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect(status.body).not.toContain(secret);
  });

  it("stays off until a code from the app confirms it, and a wrong code is refused", async () => {
    const seller = await signedInSeller(t.app);
    const setup = await call(t.app, seller.token, "POST", "/api/sellers/2fa/setup");
    const secret = setup.json().data.secret as string;
    const wrong = await call(t.app, seller.token, "POST", "/api/sellers/2fa/enable", { code: "000000" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(en("twoFactor.codeWrong"));
    expect((await signIn(t.app, seller.account, seller.password)).json().data.token).toEqual(
      expect.any(String),
    );

    const right = await call(t.app, seller.token, "POST", "/api/sellers/2fa/enable", {
      code: await codeAt(secret, now),
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().message).toBe(en("twoFactor.enabled"));
    const codes = right.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const status = await call(t.app, seller.token, "GET", "/api/sellers/2fa");
    expect(status.json().data).toEqual({ enabled: true, recovery_codes_left: RECOVERY_CODE_COUNT });
  });

  it("refuses enabling without a setup, a second setup once on, and a recovery code as the first code", async () => {
    const seller = await signedInSeller(t.app);
    const early = await call(t.app, seller.token, "POST", "/api/sellers/2fa/enable", { code: "123456" });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(en("twoFactor.setupFirst"));
    await call(t.app, seller.token, "POST", "/api/sellers/2fa/setup");
    const recovery = await call(t.app, seller.token, "POST", "/api/sellers/2fa/enable", {
      code: "ABCD-EFGH-JKLM",
    });
    expect(recovery.statusCode).toBe(422);
    expect(recovery.json().message).toBe(en("twoFactor.authenticatorCodeInvalid"));
    await turnOnTwoFactor(t.app, seller.token, { at: now });
    const again = await call(t.app, seller.token, "POST", "/api/sellers/2fa/setup");
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(en("twoFactor.alreadyEnabled"));
  });
});

describe("signing in with two-factor on", () => {
  it("answers a challenge and no token after the password, then a session for the code", async () => {
    const seller = await signedInSeller(t.app);
    const { secret } = await turnOnTwoFactor(t.app, seller.token, { at: now });
    at(30);
    const response = await signIn(t.app, seller.account, seller.password, { headers: inEnglish });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(Object.keys(data).sort()).toEqual(["challenge", "expires_at", "two_factor_required"]);
    expect(response.json().message).toBe(en("twoFactor.codeRequired"));
    expect(new Date(data.expires_at).getTime()).toBe(now.getTime() + 5 * 60_000);

    const session = await answer({ challenge: data.challenge, code: await codeAt(secret, now) });
    expect(session.statusCode).toBe(200);
    expect(session.json().data.user.account).toBe(seller.account);
    const token = session.json().data.token as string;
    const profile = await t.app.inject({
      method: "GET",
      url: "/api/sellers/profile",
      headers: bearer(token),
    });
    expect(profile.statusCode).toBe(200);
  });

  it("uses a challenge once", async () => {
    const seller = await signedInSeller(t.app);
    const { secret } = await turnOnTwoFactor(t.app, seller.token, { at: now });
    at(30);
    const challenge = await challengeFor(seller.account, seller.password);
    expect((await answer({ challenge, code: await codeAt(secret, now) })).statusCode).toBe(200);
    at(60);
    const again = await answer({ challenge, code: await codeAt(secret, now) });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(en("twoFactor.challengeExpired"));
  });

  it("accepts a code from the app once: the same code cannot open a second session", async () => {
    const seller = await signedInSeller(t.app);
    const { secret } = await turnOnTwoFactor(t.app, seller.token, { at: now });
    at(30);
    const code = await codeAt(secret, now);
    const first = await challengeFor(seller.account, seller.password);
    const second = await challengeFor(seller.account, seller.password);
    expect((await answer({ challenge: first, code })).statusCode).toBe(200);
    const replay = await answer({ challenge: second, code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().message).toBe(en("twoFactor.codeWrongRemaining", { remaining: 4 }));
  });

  it("takes the code of the previous or next 30 seconds (clock drift), not older", async () => {
    const seller = await signedInSeller(t.app);
    const { secret } = await turnOnTwoFactor(t.app, seller.token, { at: now });
    at(120);
    const late = await codeAt(secret, new Date(now.getTime() - 30_000));
    expect(
      (await answer({ challenge: await challengeFor(seller.account, seller.password), code: late }))
        .statusCode,
    ).toBe(200);
    at(240);
    const stale = await codeAt(secret, new Date(now.getTime() - 90_000));
    const refused = await answer({
      challenge: await challengeFor(seller.account, seller.password),
      code: stale,
    });
    expect(refused.statusCode).toBe(422);
  });

  it("ends a challenge after 5 minutes", async () => {
    const seller = await signedInSeller(t.app);
    const { secret } = await turnOnTwoFactor(t.app, seller.token, { at: now });
    at(30);
    const challenge = await challengeFor(seller.account, seller.password);
    at(30 + 5 * 60 + 1);
    const response = await answer({ challenge, code: await codeAt(secret, now) });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(en("twoFactor.challengeExpired"));
  });

  it("burns a challenge after 5 wrong codes; the right code then needs a new sign-in", async () => {
    const seller = await signedInSeller(t.app);
    const { secret } = await turnOnTwoFactor(t.app, seller.token, { at: now });
    at(30);
    const challenge = await challengeFor(seller.account, seller.password);
    for (let remaining = 4; remaining >= 1; remaining -= 1) {
      const wrong = await answer({ challenge, code: "000000" });
      expect(wrong.json().message).toBe(en("twoFactor.codeWrongRemaining", { remaining }));
    }
    const fifth = await answer({ challenge, code: "000000" });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(en("twoFactor.challengeBurnt"));
    expect((await answer({ challenge, code: await codeAt(secret, now) })).statusCode).toBe(401);
  });

  it("accepts each recovery code once", async () => {
    const seller = await signedInSeller(t.app);
    const { recoveryCodes } = await turnOnTwoFactor(t.app, seller.token, { at: now });
    const [code] = recoveryCodes;
    const typed = code?.toLowerCase().replaceAll("-", " ");
    const first = await answer({
      challenge: await challengeFor(seller.account, seller.password),
      code: typed,
    });
    expect(first.statusCode).toBe(200);
    const second = await answer({ challenge: await challengeFor(seller.account, seller.password), code });
    expect(second.statusCode).toBe(422);
    const status = await call(t.app, first.json().data.token, "GET", "/api/sellers/2fa");
    expect(status.json().data.recovery_codes_left).toBe(RECOVERY_CODE_COUNT - 1);
  });

  it("refuses a malformed challenge or code before looking at anything", async () => {
    const bad = await answer({ challenge: "short", code: "12" });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .details.map((detail: { path: string }) => detail.path)
        .sort(),
    ).toEqual(["challenge", "code"]);
  });

  it("does not take a seller's challenge on the operator route", async () => {
    const seller = await signedInSeller(t.app);
    const { secret } = await turnOnTwoFactor(t.app, seller.token, { at: now });
    at(30);
    const challenge = await challengeFor(seller.account, seller.password);
    const response = await answer({ challenge, code: await codeAt(secret, now) }, "/api/admin/signin/2fa");
    expect(response.statusCode).toBe(401);
  });
});

describe("turning two-factor off", () => {
  it("needs the password and a code; then sign-in gives a token at once again", async () => {
    const seller = await signedInSeller(t.app);
    const { secret } = await turnOnTwoFactor(t.app, seller.token, { at: now });
    at(30);
    const disable = (payload: unknown) =>
      call(t.app, seller.token, "POST", "/api/sellers/2fa/disable", payload);

    const wrongPassword = await disable({ password: "not-it", code: await codeAt(secret, now) });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().message).toBe(en("account.password.currentWrong"));
    const wrongCode = await disable({ password: seller.password, code: "000000" });
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json().message).toBe(en("twoFactor.codeWrong"));
    expect((await call(t.app, seller.token, "GET", "/api/sellers/2fa")).json().data.enabled).toBe(true);

    const off = await disable({ password: seller.password, code: await codeAt(secret, now) });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      success: true,
      data: { enabled: false, recovery_codes_left: 0 },
      message: en("twoFactor.disabled"),
    });
    const signin = await signIn(t.app, seller.account, seller.password);
    expect(signin.json().data.token).toEqual(expect.any(String));
  });

  it("takes a recovery code instead of the app's code (a lost phone)", async () => {
    const seller = await signedInSeller(t.app);
    const { recoveryCodes } = await turnOnTwoFactor(t.app, seller.token, { at: now });
    const off = await call(t.app, seller.token, "POST", "/api/sellers/2fa/disable", {
      password: seller.password,
      code: recoveryCodes[3],
    });
    expect(off.statusCode).toBe(200);
  });
});

describe("the per-account limit on codes", () => {
  const limited = useTestApp({ limits: { twoFactorPerAccount: { max: 3, windowMs: 60_000 } } });

  it("holds across challenges, so new sign-ins do not buy new guesses", async () => {
    const seller = await signedInSeller(limited.app);
    const { secret } = await turnOnTwoFactor(limited.app, seller.token, { at: now });
    at(30);
    const start = async () =>
      (await signIn(limited.app, seller.account, seller.password)).json().data.challenge as string;
    const guess = (challenge: string, code: string) =>
      limited.app.inject({
        method: "POST",
        url: "/api/sellers/signin/2fa",
        payload: { challenge, code },
        headers: inEnglish,
      });
    for (const wrong of ["000000", "111111", "222222"]) {
      expect((await guess(await start(), wrong)).statusCode).toBe(422);
    }
    const after = await guess(await start(), await codeAt(secret, now));
    expect(after.statusCode).toBe(429);
    expect(after.json().message).toBe(en("twoFactor.tooManyAttempts"));
  });
});
