import { afterEach, describe, expect, it, vi } from "vitest";
import { startEarlyCall, takeEarlyCall } from "./early-calls";

const SHARED = Symbol.for("seller-app.early-calls");

afterEach(() => {
  takeEarlyCall("/sellers/profile", null);
  vi.unstubAllGlobals();
});

describe("early calls", () => {
  it("sends a call once for a path and token, with the answer's headers, and hands its answer over once", async () => {
    const fetchMock = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", fetchMock);
    startEarlyCall("/sellers/profile", "token-a", "en");
    startEarlyCall("/sellers/profile", "token-a", "en");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = (fetchMock.mock.calls[0] ?? []) as unknown as [string, RequestInit];
    expect(url).toBe("/api/sellers/profile");
    expect(Object.fromEntries(new Headers(init.headers))).toMatchObject({
      authorization: "Bearer token-a",
      accept: "application/json",
      "accept-language": "en",
      "x-app-language": "en",
    });
    expect(takeEarlyCall("/sellers/profile", "token-a")).not.toBeNull();
    expect(takeEarlyCall("/sellers/profile", "token-a")).toBeNull();
  });

  it("asks again for another token, and gives no seller another's answer", () => {
    const fetchMock = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", fetchMock);
    startEarlyCall("/sellers/profile", "token-a", "th");
    startEarlyCall("/sellers/profile", "token-b", "th");
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(takeEarlyCall("/sellers/profile", "token-a")).toBeNull();
  });

  it("keeps its calls where the page's start script, a copy of this module in another bundle, finds them", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}")),
    );
    startEarlyCall("/sellers/profile", "token-a", "th");
    const shared = (globalThis as Record<symbol, Map<string, unknown>>)[SHARED];
    expect(shared?.has("/sellers/profile")).toBe(true);
  });
});
