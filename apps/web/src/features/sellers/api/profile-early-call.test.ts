import { afterEach, describe, expect, it, vi } from "vitest";
import { takeEarlyCall } from "../../../lib/early-calls";
import { startProfileCall } from "./profile-early-call";

const session = { token: "seller-token", expiresAt: "2099-01-01T00:00:00.000Z", user: null };

afterEach(() => {
  takeEarlyCall("/sellers/profile", "seller-token");
  vi.unstubAllGlobals();
});

describe("startProfileCall", () => {
  it("asks for the profile on a signed-in start at the profile, with or without a trailing slash", () => {
    const fetchMock = vi.fn(async (_url: string) => new Response("{}"));
    vi.stubGlobal("fetch", fetchMock);
    startProfileCall("/profile/", session, "zh-TW");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/sellers/profile");
    expect(takeEarlyCall("/sellers/profile", "seller-token")).not.toBeNull();
  });

  it("asks for nothing signed out, nor at another screen", () => {
    const fetchMock = vi.fn(async (_url: string) => new Response("{}"));
    vi.stubGlobal("fetch", fetchMock);
    startProfileCall("/profile", null, "th");
    startProfileCall("/products", session, "th");
    startProfileCall("/profile-x", session, "th");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
