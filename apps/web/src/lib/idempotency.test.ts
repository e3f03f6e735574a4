import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { createSubmitKey, newIdempotencyKey } from "./idempotency";
import { serverAnswered } from "./idempotent-mutation";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a form session's idempotency key", () => {
  it("sends the same key on every tap until the server answers", () => {
    const key = createSubmitKey();
    const first = key.take();
    key.settle(false); // the answer was lost: the money may have moved
    expect(key.take()).toBe(first);
    expect(key.take()).toBe(first);
  });

  it("starts a new request with a new key once the server has answered", () => {
    const key = createSubmitKey();
    const first = key.take();
    key.settle(true);
    expect(key.take()).not.toBe(first);
  });

  it("counts a refusal as an answer and a lost connection or a timeout as none", () => {
    expect(serverAnswered(null)).toBe(true);
    expect(serverAnswered(new ApiError({ kind: "http", path: "/x", status: 422, authenticated: true }))).toBe(
      true,
    );
    expect(serverAnswered(new ApiError({ kind: "network", path: "/x", authenticated: true }))).toBe(false);
    expect(serverAnswered(new ApiError({ kind: "timeout", path: "/x", authenticated: true }))).toBe(false);
  });

  it("makes keys where crypto.randomUUID is missing (a phone on plain http)", () => {
    vi.stubGlobal("crypto", { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
