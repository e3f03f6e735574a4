import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/app";

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
      "connect-src": "'self' ws: wss:",
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

  it("sends the same headers on failures", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});
