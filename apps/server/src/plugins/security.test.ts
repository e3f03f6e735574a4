import { describe, expect, it } from "vitest";
import { bearer, signedInSeller, useTestApp } from "../test/app";

const t = useTestApp();

function directives(csp: string | undefined): Map<string, string> {
  return new Map(
    (csp ?? "")
      .split(";")
      .filter(Boolean)
      .map((part) => {
        const [name = "", ...values] = part.trim().split(/\s+/);
        return [name, values.join(" ")];
      }),
  );
}

describe("security headers", () => {
  it("sends a strict Content Security Policy: only our own scripts, no framing, no plugins", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = directives(response.headers["content-security-policy"] as string);
    expect(Object.fromEntries(csp)).toEqual({
      "default-src": "'self'",
      "script-src": "'self'",
      "style-src": "'self'",
      "style-src-elem": "'self'",
      "style-src-attr": "'unsafe-inline'",
      "img-src": "'self' data: blob:",
      "font-src": "'self' data:",
      "connect-src": "'self' ws://localhost:80 wss://localhost:80",
      "media-src": "'self'",
      "object-src": "'none'",
      "frame-ancestors": "'none'",
      "base-uri": "'self'",
      "form-action": "'self'",
    });
  });

  it("forbids framing, type sniffing and referrer leaks", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });

  it("allows WebSockets to this origin only, named by the Host the browser used", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { host: "seller.example.co.th" },
    });
    const connect = directives(response.headers["content-security-policy"] as string).get("connect-src");
    expect(connect).toBe("'self' ws://seller.example.co.th wss://seller.example.co.th");
    const hostile = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { host: "evil.test; script-src *" },
    });
    expect(directives(hostile.headers["content-security-policy"] as string).get("connect-src")).toBe(
      "'self'",
    );
  });

  it("tells browsers and proxies not to keep API answers", async () => {
    const seller = await signedInSeller(t.app);
    for (const url of ["/api/sellers/profile", "/api/health", "/api/no-such-thing"]) {
      const response = await t.app.inject({ method: "GET", url, headers: bearer(seller.token) });
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    const refused = await t.app.inject({ method: "GET", url: "/api/sellers/profile" });
    expect(refused.headers["cache-control"]).toBe("no-store");
  });

  it("sends the same headers on failures", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});
