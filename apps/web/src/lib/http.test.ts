import { REQUEST_TIMEOUT_MS } from "@seller/contract/constants";
import { LANGUAGE_HEADER } from "@seller/contract/languages";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HttpError, httpCall } from "./http";

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function failureOf(call: Promise<unknown>): Promise<HttpError> {
  return call.then(
    () => {
      throw new Error("the call succeeded");
    },
    (error: unknown) => {
      if (error instanceof HttpError) return error;
      throw error;
    },
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the HTTP core the three entries share", () => {
  it("sends the language, JSON bodies as JSON and returns the envelope's data and message", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      answer({ success: true, data: { id: 7 }, message: "saved" }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const result = await httpCall<{ id: number }>("/x", {
      method: "POST",
      body: { a: 1 },
      language: "zh-TW",
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const headers = init?.headers as Record<string, string>;
    expect(url).toBe("/api/x");
    expect(headers[LANGUAGE_HEADER]).toBe("zh-TW");
    expect(headers["Content-Type"]).toBe("application/json");
    expect(init?.body).toBe('{"a":1}');
    expect(result).toEqual({ data: { id: 7 }, message: "saved" });
  });

  it("leaves a multipart body's content type and boundary to the browser", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      answer({ success: true, data: null }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const form = new FormData();
    await httpCall("/upload", { method: "POST", body: form, language: "th" });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(Object.keys(init?.headers ?? {})).not.toContain("Content-Type");
  });

  it("throws the envelope's status, code, message and details for a refusal", async () => {
    vi.stubGlobal("fetch", async () =>
      answer(
        {
          success: false,
          code: "VALIDATION_ERROR",
          message: "ตรวจสอบข้อมูล",
          details: [{ path: "phone", message: "x" }],
        },
        400,
      ),
    );
    const error = await failureOf(httpCall("/orders", { language: "th" }));
    expect(error).toMatchObject({
      status: 400,
      code: "VALIDATION_ERROR",
      message: "ตรวจสอบข้อมูล",
      details: [{ path: "phone", message: "x" }],
      path: "/orders",
    });
  });

  it("treats success: false as a failure even on a 200, and words an unworded one with the fallback", async () => {
    vi.stubGlobal("fetch", async () => answer({ success: false }));
    const error = await failureOf(
      httpCall("/x", { language: "en", fallbackMessage: (code) => `text ${code}` }),
    );
    expect(error).toMatchObject({ status: 200, code: "HTTP", message: "text SERVER" });
  });

  it("reads a proxy's HTML error page by its status alone", async () => {
    vi.stubGlobal("fetch", async () => new Response("<html>Bad gateway</html>", { status: 502 }));
    const error = await failureOf(httpCall("/x", { language: "en" }));
    expect(error).toMatchObject({ status: 502, code: "HTTP", body: undefined });
  });

  it("reports a lost connection as status 0, code NETWORK", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const error = await failureOf(
      httpCall("/x", { language: "en", fallbackMessage: (code) => `text ${code}` }),
    );
    expect(error).toMatchObject({ status: 0, code: "NETWORK", message: "text NETWORK" });
  });

  it("gives up after REQUEST_TIMEOUT_MS as status 0, code TIMEOUT", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const pending = failureOf(httpCall("/slow", { language: "en" }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await pending).toMatchObject({ status: 0, code: "TIMEOUT" });
  });

  it("passes a cancel that comes while the answer's body is read on as the AbortError, not as an empty answer", async () => {
    const caller = new AbortController();
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(new TextEncoder().encode('{"success":true,"data":{'));
          init.signal?.addEventListener("abort", () =>
            stream.error(new DOMException("aborted", "AbortError")),
          );
        },
      });
      return new Response(body, { status: 200, headers: { "content-type": "application/json" } });
    });
    const pending = httpCall("/x", { language: "en", signal: caller.signal });
    await new Promise((resolve) => setTimeout(resolve, 10));
    caller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });

  it("reads a connection lost part-way through the answer's body as status 0, code NETWORK", async () => {
    vi.stubGlobal("fetch", async () => {
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(new TextEncoder().encode('{"success":true,"data":{'));
          stream.error(new TypeError("network error"));
        },
      });
      return new Response(body, { status: 200, headers: { "content-type": "application/json" } });
    });
    const error = await failureOf(httpCall("/x", { language: "en" }));
    expect(error).toMatchObject({ status: 0, code: "NETWORK" });
  });

  it("passes the caller's cancel on as the AbortError, not as a failure to show", async () => {
    vi.stubGlobal(
      "fetch",
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const caller = new AbortController();
    const pending = httpCall("/x", { language: "en", signal: caller.signal });
    caller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });
});
