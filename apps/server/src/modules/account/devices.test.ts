import { SESSION_IDLE_TTL_MS } from "@seller/contract/constants";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, en, inEnglish, register, signIn, useTestApp } from "../../test/app";
import { call } from "../../test/wallet";
import { sessions } from "../auth/tables";
import { hashToken } from "../auth/tokens";

const t = useTestApp();

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36";
const LAPTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0";

const profile = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/sellers/profile", headers: { ...bearer(token), ...inEnglish } });

/** One seller signed in on a phone and a laptop, from two addresses. */
async function sellerOnTwoDevices() {
  const seller = await register(t.app);
  const on = async (userAgent: string, address: string) => {
    const response = await signIn(t.app, seller.account, seller.password, {
      headers: { "user-agent": userAgent },
      remoteAddress: address,
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().data.token as string;
  };
  return { ...seller, phone: await on(PHONE, "203.0.113.7"), laptop: await on(LAPTOP, "198.51.100.20") };
}

const sessionOf = async (token: string) =>
  (
    await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0];

describe("signed-in devices (DECISIONS Settings)", () => {
  it("lists the seller's devices with browser, last use and address, and marks the one asking", async () => {
    const seller = await sellerOnTwoDevices();
    const response = await call(t.app, seller.phone, "GET", "/api/sellers/sessions");
    expect(response.statusCode).toBe(200);
    const { devices } = response.json().data;
    expect(devices).toHaveLength(2);
    const mine = devices.find((device: { current: boolean }) => device.current);
    const other = devices.find((device: { current: boolean }) => !device.current);
    expect(mine).toMatchObject({ device: "Chrome 120 · Android 14", address: "203.0.113.7" });
    expect(other).toMatchObject({
      device: expect.stringMatching(/^Firefox 121 · Windows/),
      address: "198.51.100.20",
    });
    expect(Date.parse(mine.last_used_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("ends another device: its token stops working at once, and the list no longer shows it", async () => {
    const seller = await sellerOnTwoDevices();
    const laptop = await sessionOf(seller.laptop);
    const ended = await call(t.app, seller.phone, "DELETE", `/api/sellers/sessions/${laptop?.id}`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().message).toBe(en("account.devices.ended"));
    const refused = await profile(seller.laptop);
    expect(refused.statusCode).toBe(401);
    expect((await profile(seller.phone)).statusCode).toBe(200);
    const { devices } = (await call(t.app, seller.phone, "GET", "/api/sellers/sessions")).json().data;
    expect(devices.map((device: { id: number }) => device.id)).not.toContain(laptop?.id);
    const again = await call(t.app, seller.phone, "DELETE", `/api/sellers/sessions/${laptop?.id}`);
    expect(again.statusCode).toBe(404);
  });

  it("cannot end another seller's session: the answer is the same as for no session", async () => {
    const victim = await sellerOnTwoDevices();
    const attacker = await sellerOnTwoDevices();
    const target = await sessionOf(victim.laptop);
    const response = await call(t.app, attacker.phone, "DELETE", `/api/sellers/sessions/${target?.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(en("account.devices.notFound"));
    expect((await profile(victim.laptop)).statusCode).toBe(200);
    const listed = (await call(t.app, attacker.phone, "GET", "/api/sellers/sessions")).json().data.devices;
    expect(listed.map((device: { id: number }) => device.id)).not.toContain(target?.id);
  });

  it("ends a session unused for 7 days, however long its lifetime", async () => {
    const seller = await sellerOnTwoDevices();
    const laptop = await sessionOf(seller.laptop);
    if (!laptop) throw new Error("no session");
    const at = (ms: number) =>
      t.app.db
        .update(sessions)
        .set({ lastUsedAt: new Date(Date.now() - ms), expiresAt: new Date(Date.now() + 20 * 86_400_000) })
        .where(eq(sessions.id, laptop.id));
    await at(SESSION_IDLE_TTL_MS - 60 * 60_000);
    expect((await profile(seller.laptop)).statusCode).toBe(200);
    await at(SESSION_IDLE_TTL_MS + 60_000);
    const idle = await profile(seller.laptop);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().code).toBe("AUTH_TOKEN_EXPIRED");
    const { devices } = (await call(t.app, seller.phone, "GET", "/api/sellers/sessions")).json().data;
    expect(devices).toHaveLength(1);
  });

  it("writes the last use at most once a minute, with the address it came from", async () => {
    const seller = await sellerOnTwoDevices();
    const laptop = await sessionOf(seller.laptop);
    if (!laptop) throw new Error("no session");
    const recent = new Date(Date.now() - 30_000);
    await t.app.db.update(sessions).set({ lastUsedAt: recent }).where(eq(sessions.id, laptop.id));
    await profile(seller.laptop);
    expect((await sessionOf(seller.laptop))?.lastUsedAt.getTime()).toBe(recent.getTime());

    await t.app.db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(sessions.id, laptop.id));
    await t.app.inject({
      method: "GET",
      url: "/api/sellers/profile",
      headers: bearer(seller.laptop),
      remoteAddress: "192.0.2.44",
    });
    const after = await sessionOf(seller.laptop);
    expect(after?.lastUsedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(after?.lastAddress).toBe("192.0.2.44");
  });

  it("refuses a path that is not a session id, and an anonymous call", async () => {
    const seller = await sellerOnTwoDevices();
    for (const id of ["0", "01", "abc", "1.0"]) {
      expect((await call(t.app, seller.phone, "DELETE", `/api/sellers/sessions/${id}`)).statusCode).toBe(404);
    }
    const anonymous = await t.app.inject({ method: "GET", url: "/api/sellers/sessions" });
    expect(anonymous.statusCode).toBe(401);
  });
});
