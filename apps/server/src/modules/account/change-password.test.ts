import { describe, expect, it } from "vitest";
import { bearer, en, inEnglish, signedInSeller, signIn, useTestApp } from "../../test/app";
import { connected, connectSocket, disconnection, listening } from "../../test/sockets";
import { turnOnTwoFactor } from "../../test/two-factor";
import { call } from "../../test/wallet";

const t = useTestApp();

const change = (token: string, payload: unknown) =>
  call(t.app, token, "POST", "/api/user/change-password", payload);
const profileStatus = async (token: string) =>
  (await t.app.inject({ method: "GET", url: "/api/sellers/profile", headers: bearer(token) })).statusCode;

describe("changing the login password", () => {
  it("refuses a wrong current password and changes nothing", async () => {
    const seller = await signedInSeller(t.app);
    const response = await change(seller.token, {
      oldPassword: "not-my-password",
      newPassword: "brandnew456",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      code: "REQUEST_VALIDATION_ERROR",
      message: en("account.password.currentWrong"),
    });
    expect((await signIn(t.app, seller.account, seller.password)).statusCode).toBe(200);
    expect((await signIn(t.app, seller.account, "brandnew456")).statusCode).toBe(401);
  });

  it("answers 422, never 401, so a wrong current password does not sign the seller out", async () => {
    const seller = await signedInSeller(t.app);
    await change(seller.token, { oldPassword: "wrong-one", newPassword: "brandnew456" });
    expect(await profileStatus(seller.token)).toBe(200);
  });

  it.each([
    [
      "a new password under 6 characters",
      { oldPassword: "secret123", newPassword: "abc" },
      "validation.passwordTooShort",
    ],
    [
      "one of the most common passwords",
      { oldPassword: "secret123", newPassword: "password1" },
      "security.passwordTooCommon",
    ],
    ["spaces only", { oldPassword: "secret123", newPassword: "        " }, "security.passwordBlank"],
    ["no current password", { oldPassword: "", newPassword: "brandnew456" }, "account.password.oldRequired"],
    [
      "a field the call does not take",
      { oldPassword: "secret123", newPassword: "brandnew456", confirm: "x" },
      "validation.unknownField",
    ],
  ])("refuses %s", async (_name, payload, messageKey) => {
    const seller = await signedInSeller(t.app);
    const response = await change(seller.token, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(en(messageKey, { field: "confirm" }));
    expect((await signIn(t.app, seller.account, seller.password)).statusCode).toBe(200);
  });

  it("refuses a new password equal to the current one", async () => {
    const seller = await signedInSeller(t.app);
    const response = await change(seller.token, {
      oldPassword: seller.password,
      newPassword: seller.password,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(en("account.password.sameAsOld"));
  });

  it("changes it, keeps this session and signs out every other session of the seller", async () => {
    const seller = await signedInSeller(t.app);
    const phone = (await signIn(t.app, seller.account, seller.password)).json().data.token as string;
    const laptop = (await signIn(t.app, seller.account, seller.password)).json().data.token as string;
    const other = await signedInSeller(t.app);

    const response = await change(seller.token, { oldPassword: seller.password, newPassword: "brandnew456" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { signed_out_sessions: 2 },
      message: en("account.password.changed"),
    });

    expect(await profileStatus(seller.token)).toBe(200);
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(laptop)).toBe(401);
    expect(await profileStatus(other.token)).toBe(200);
    expect((await signIn(t.app, seller.account, seller.password, { headers: inEnglish })).statusCode).toBe(
      401,
    );
    expect((await signIn(t.app, seller.account, "brandnew456")).statusCode).toBe(200);
  });

  it("closes the live channel of the other sessions", async () => {
    const url = await listening(t.app);
    const seller = await signedInSeller(t.app);
    const other = (await signIn(t.app, seller.account, seller.password)).json().data.token as string;
    const socket = connectSocket(url, other);
    const mine = connectSocket(url, seller.token);
    try {
      await Promise.all([connected(socket), connected(mine)]);
      const ended = disconnection(socket);
      await change(seller.token, { oldPassword: seller.password, newPassword: "brandnew456" });
      expect(await ended).toBe("io server disconnect");
      expect(mine.connected).toBe(true);
    } finally {
      socket.close();
      mine.close();
    }
  });

  it("makes a sign-in half-way through two-factor, started with the old password, worthless", async () => {
    const seller = await signedInSeller(t.app);
    const { recoveryCodes } = await turnOnTwoFactor(t.app, seller.token);
    const started = (await signIn(t.app, seller.account, seller.password)).json().data;
    expect(started.two_factor_required).toBe(true);
    await change(seller.token, { oldPassword: seller.password, newPassword: "brandnew456" });
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/sellers/signin/2fa",
      payload: { challenge: started.challenge, code: recoveryCodes[0] },
      headers: inEnglish,
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe(en("twoFactor.challengeExpired"));
  });

  it("needs a signed-in seller", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/change-password",
      payload: { oldPassword: "secret123", newPassword: "brandnew456" },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("guessing the current password", () => {
  const limited = useTestApp({ limits: { passwordCheckPerAccount: { max: 3, windowMs: 60_000 } } });

  it("stops after the per-account limit, even with the right password", async () => {
    const seller = await signedInSeller(limited.app);
    for (let i = 0; i < 3; i += 1) {
      const wrong = await call(limited.app, seller.token, "POST", "/api/user/change-password", {
        oldPassword: `guess-${i}`,
        newPassword: "brandnew456",
      });
      expect(wrong.statusCode).toBe(422);
    }
    const right = await call(limited.app, seller.token, "POST", "/api/user/change-password", {
      oldPassword: seller.password,
      newPassword: "brandnew456",
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(en("account.password.tooManyAttempts"));
    expect((await signIn(limited.app, seller.account, seller.password)).statusCode).toBe(200);
  });
});
