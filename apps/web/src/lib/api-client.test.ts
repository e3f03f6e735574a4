import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "./api-client";

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return (init?.headers ?? {}) as Record<string, string>;
}

function answer(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the API client", () => {
  it("sends JSON bodies with a JSON content type", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answer({ success: true, data: 1 }));
    vi.stubGlobal("fetch", fetchMock);
    await apiRequest("/x", { method: "POST", body: { a: 1 }, auth: false });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(headersOf(init)["Content-Type"]).toBe("application/json");
    expect(init?.body).toBe('{"a":1}');
  });

  it("sends an upload as multipart, leaving the content type and its boundary to the browser", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      answer({ success: true, data: { uuid: "u" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const form = new FormData();
    form.append("type", "front");
    const { data } = await apiRequest<{ uuid: string }>("/upload", {
      method: "POST",
      body: form,
      auth: false,
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(Object.keys(headersOf(init))).not.toContain("Content-Type");
    expect(data.uuid).toBe("u");
  });

  it("passes keepalive on, for clean-ups that must outlive the page", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      answer({ success: true, data: null }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await apiRequest("/files/u", { method: "DELETE", keepalive: true, auth: false });
    expect(fetchMock.mock.calls[0]?.[1]?.keepalive).toBe(true);
  });
});
