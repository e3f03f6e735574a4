// @vitest-environment jsdom
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bundleInlineScript, inlineStartScript } from "./vite-inline-script";

// From the module's own path as text: jsdom's URL is not the one Node's fileURLToPath takes.
const START_CALLS = join(dirname(fileURLToPath(import.meta.url)), "src", "start-calls.ts");

type Handler = (html: string, context: { path: string }) => Promise<string>;
const handlerOf = (plugin: ReturnType<typeof inlineStartScript>) =>
  (plugin.transformIndexHtml as unknown as { handler: Handler }).handler;

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
});

describe("the page's start script", () => {
  it("is one classic script, small enough to ride in every page's HTML", async () => {
    const code = await bundleInlineScript(START_CALLS);
    expect(code).not.toMatch(/\bimport\b|\bexport\b/);
    expect(code.length).toBeLessThan(3_000);
  });

  /** Runs the built script at /profile on a device that keeps this token until then; the calls it sent. */
  async function startAtProfile(token: string, expiresAt: string) {
    const code = await bundleInlineScript(START_CALLS);
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response("{}"));
    vi.stubGlobal("fetch", fetchMock);
    localStorage.setItem("token", token);
    localStorage.setItem("token_expires_at", expiresAt);
    window.history.replaceState(null, "", "/profile");
    new Function(code)();
    return fetchMock.mock.calls;
  }

  it("asks for the profile of the seller whose session the device keeps, at /profile, once", async () => {
    const calls = await startAtProfile("kept-token", "2099-01-01T00:00:00.000Z");
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0] ?? [];
    expect(url).toBe("/api/sellers/profile");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer kept-token");
  });

  it("asks for nothing when the kept session has expired", async () => {
    await expect(startAtProfile("old-token", "2020-01-01T00:00:00.000Z")).resolves.toEqual([]);
  });

  it("goes right after the seller app page's charset, ahead of its stylesheets, and on no other page", async () => {
    const transform = handlerOf(inlineStartScript(START_CALLS, "index.html"));
    const page = '<head>\n    <meta charset="UTF-8" />\n    <link rel="stylesheet" href="/a.css">\n</head>';
    const html = await transform(page, { path: "/index.html" });
    expect(html).toMatch(
      /<meta charset="UTF-8" \/>\n {4}<script>\(function\(\)\{[^\n]+<\/script>\n {4}<link/,
    );
    await expect(transform(page, { path: "/storefront.html" })).resolves.toBe(page);
  });
});
