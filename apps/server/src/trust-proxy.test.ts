import { LOCKOUT_THRESHOLD } from "@seller/contract/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { createTestApp, inEnglish, register, signIn, type TestApp } from "./test/app";

// The load balancer's own address: every request reaches the server from it.
const PROXY = "10.0.0.5";
// The attacker's real address, which the load balancer appends to X-Forwarded-For.
const ATTACKER = "203.0.113.7";

/** Wrong passwords through the load balancer, each with a made-up first X-Forwarded-For entry. */
async function forgedGuesses(t: TestApp, account: string, times: number) {
  const codes = [];
  for (let i = 0; i < times; i += 1) {
    const answer = await signIn(t.app, account, "wrong-password", {
      remoteAddress: PROXY,
      headers: { ...inEnglish, "x-forwarded-for": `198.51.100.${i + 1}, ${ATTACKER}` },
    });
    codes.push(answer.statusCode);
  }
  return codes;
}

describe.each([
  ["a hop count", "1"],
  ["the proxy's CIDR range", "10.0.0.0/8"],
])("TRUST_PROXY as %s", (_name, setting) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: loadConfig({ TRUST_PROXY: setting }).trustProxy });
  });
  afterAll(async () => t.close());

  it("locks the attacker's real address although each guess names another address of its own", async () => {
    const seller = await register(t.app);
    const codes = await forgedGuesses(t, seller.account, LOCKOUT_THRESHOLD + 5);
    expect(codes.slice(0, LOCKOUT_THRESHOLD - 1).every((code) => code === 401)).toBe(true);
    expect(codes.slice(LOCKOUT_THRESHOLD - 1).every((code) => code === 429)).toBe(true);
    // The owner, behind the same load balancer from another address, is not locked.
    const owner = await signIn(t.app, seller.account, seller.password, {
      remoteAddress: PROXY,
      headers: { "x-forwarded-for": "192.0.2.44" },
    });
    expect(owner.statusCode).toBe(200);
  });
});

describe("TRUST_PROXY as the proxies' addresses", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: loadConfig({ TRUST_PROXY: "10.0.0.0/8" }).trustProxy });
  });
  afterAll(async () => t.close());

  it("ignores X-Forwarded-For from a client that reaches the server without the proxy", async () => {
    const seller = await register(t.app);
    const codes = [];
    for (let i = 0; i < LOCKOUT_THRESHOLD + 1; i += 1) {
      const answer = await signIn(t.app, seller.account, "wrong-password", {
        remoteAddress: "192.0.2.99",
        headers: { "x-forwarded-for": `198.51.100.${i + 1}` },
      });
      codes.push(answer.statusCode);
    }
    expect(codes.slice(LOCKOUT_THRESHOLD - 1)).toEqual([429, 429]);
  });
});

describe("TRUST_PROXY in the environment", () => {
  it("takes a hop count or the proxies' addresses and ranges, and refuses to believe every proxy", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.0.2.7,::1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.0.2.7",
      "::1",
    ]);
    for (const refused of ["true", "yes", "on", "10.0.0.0/33", "proxy.example", "10.0.0.0/8,"]) {
      expect(() => loadConfig({ TRUST_PROXY: refused }), refused).toThrow(/TRUST_PROXY/);
    }
  });
});
