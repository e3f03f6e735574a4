import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { createErrorDeduper, resolveError } from "./error-resolution";

function answer(status: number, body?: unknown, authenticated = true) {
  return new ApiError({ kind: "http", path: "/sellers/profile", status, body, authenticated });
}

describe("resolveError", () => {
  it("reads a call that got no answer as a network error", () => {
    expect(resolveError(new ApiError({ kind: "network", path: "/x", authenticated: true }))).toEqual({
      code: "NETWORK_ERROR",
    });
    expect(resolveError(new TypeError("Failed to fetch")).code).toBe("NETWORK_ERROR");
    expect(resolveError({ code: "ECONNREFUSED" }).code).toBe("NETWORK_ERROR");
  });

  it("says the seller is offline when the browser knows it", () => {
    expect(resolveError(new ApiError({ kind: "network", path: "/x", authenticated: true }), false).code).toBe(
      "NETWORK_OFFLINE",
    );
  });

  it("reads a call that took too long as a timeout", () => {
    expect(resolveError(new ApiError({ kind: "timeout", path: "/x", authenticated: true })).code).toBe(
      "NETWORK_TIMEOUT",
    );
    expect(resolveError({ code: "ECONNABORTED" }).code).toBe("NETWORK_TIMEOUT");
  });

  it("checks network and timeout before the status", () => {
    expect(resolveError({ code: "ECONNABORTED", response: { status: 500 } }).code).toBe("NETWORK_TIMEOUT");
  });

  it("maps the HTTP status when the body has no code", () => {
    const cases: Array<[number, string]> = [
      [400, "REQUEST_INVALID"],
      [401, "AUTH_TOKEN_INVALID"],
      [403, "AUTH_PERMISSION_DENIED"],
      [404, "REQUEST_NOT_FOUND"],
      [408, "NETWORK_TIMEOUT"],
      [422, "REQUEST_VALIDATION_ERROR"],
      [429, "REQUEST_RATE_LIMIT"],
      [500, "SERVER_ERROR"],
      [502, "SERVER_GATEWAY_ERROR"],
      [503, "SERVER_UNAVAILABLE"],
    ];
    for (const [status, code] of cases) expect(resolveError(answer(status)).code, String(status)).toBe(code);
  });

  it("keeps the server's message to show it", () => {
    expect(
      resolveError(answer(429, { success: false, code: "REQUEST_RATE_LIMIT", message: "ลองใหม่ใน 15 นาที" })),
    ).toEqual({
      code: "REQUEST_RATE_LIMIT",
      serverMessage: "ลองใหม่ใน 15 นาที",
    });
  });

  it("treats a wrong password (401 with AUTH_LOGIN_FAILED) as a failed login, not a dead session", () => {
    const wrongPassword = answer(
      401,
      { success: false, code: "AUTH_LOGIN_FAILED", message: "Incorrect account or password" },
      false,
    );
    expect(resolveError(wrongPassword)).toEqual({
      code: "AUTH_LOGIN_FAILED",
      serverMessage: "Incorrect account or password",
    });
  });

  it("tells an expired token from an invalid one by the body's code", () => {
    expect(resolveError(answer(401, { code: "AUTH_TOKEN_EXPIRED" })).code).toBe("AUTH_TOKEN_EXPIRED");
  });

  it("lets the status map win over a body code that belongs to another status", () => {
    expect(resolveError(answer(500, { code: "AUTH_LOGIN_FAILED" })).code).toBe("SERVER_ERROR");
  });

  it("uses the body's code or error_code for a status outside the map", () => {
    expect(resolveError(answer(409, { code: "BUSINESS_ACCOUNT_EXISTS", message: "x" })).code).toBe(
      "BUSINESS_ACCOUNT_EXISTS",
    );
    expect(resolveError(answer(413, { error_code: "UPLOAD_FILE_TOO_LARGE" })).code).toBe(
      "UPLOAD_FILE_TOO_LARGE",
    );
    expect(resolveError(answer(200, { success: false, code: "BUSINESS_INSUFFICIENT_BALANCE" })).code).toBe(
      "BUSINESS_INSUFFICIENT_BALANCE",
    );
  });

  it("ignores a body code that is not in the catalogue", () => {
    expect(resolveError(answer(409, { code: "SOMETHING_ELSE" })).code).toBe("UNKNOWN_ERROR");
  });

  it("falls back to keywords in the message: login, register, already exists", () => {
    expect(resolveError(answer(409, { message: "Login failed" })).code).toBe("AUTH_LOGIN_FAILED");
    expect(resolveError(answer(409, { message: "Could not register" })).code).toBe("AUTH_REGISTER_FAILED");
    expect(resolveError(answer(409, { message: "Account already exists" })).code).toBe(
      "BUSINESS_ACCOUNT_EXISTS",
    );
    expect(resolveError(new Error("login broke"))).toEqual({ code: "AUTH_LOGIN_FAILED" });
  });

  it("reads anything else as UNKNOWN_ERROR without showing a script's own message", () => {
    expect(resolveError(new Error("Cannot read properties of undefined"))).toEqual({ code: "UNKNOWN_ERROR" });
    expect(resolveError("boom")).toEqual({ code: "UNKNOWN_ERROR" });
    expect(resolveError(undefined)).toEqual({ code: "UNKNOWN_ERROR" });
  });
});

describe("error de-duplication", () => {
  it("does not show the same code again within 5 s", () => {
    const shouldShow = createErrorDeduper();
    expect(shouldShow("NETWORK_ERROR", 0)).toBe(true);
    expect(shouldShow("NETWORK_ERROR", 4999)).toBe(false);
    expect(shouldShow("NETWORK_ERROR", 5000)).toBe(true);
  });

  it("shows a different code at once", () => {
    const shouldShow = createErrorDeduper();
    expect(shouldShow("AUTH_LOGIN_FAILED", 0)).toBe(true);
    expect(shouldShow("REQUEST_RATE_LIMIT", 10)).toBe(true);
  });
});
