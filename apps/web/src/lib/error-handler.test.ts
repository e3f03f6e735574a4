import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiError as ApiErrorClass } from "./api-error";

const endSession = vi.fn();
const navigateTo = vi.fn();
const showError = vi.fn();
vi.mock("./session-store", () => ({ endSession }));
vi.mock("./navigation", () => ({ navigateTo }));
vi.mock("./notify", () => ({ toast: { error: showError } }));

/** A fresh handler each time: its 5 s memory must not leak from one test into the next. */
let ApiError: typeof ApiErrorClass;
async function loadHandler() {
  vi.resetModules();
  // The error class too: the handler recognises failures by their class, so both must come from the same load.
  ({ ApiError } = await import("./api-error"));
  // Catalogue messages come from the interface language's texts (Thai here).
  const { i18n, loadLanguage } = await import("./i18n");
  await i18n.init({ lng: "th", resources: {}, partialBundledLanguages: true, initAsync: false });
  await loadLanguage("th");
  return import("./error-handler");
}

function refusal(status: number, body: unknown, authenticated: boolean, path = "/sellers/profile") {
  return new ApiError({ kind: "http", path, status, body, authenticated });
}

describe("central error handler", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("navigator", { onLine: true });
    vi.stubGlobal("window", { location: { pathname: "/profile", search: "?tab=1" } });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("shows a wrong password as the server's login-failed message and keeps the seller on the sign-in screen", async () => {
    const { handleError } = await loadHandler();
    const body = { success: false, code: "AUTH_LOGIN_FAILED", message: "บัญชีหรือรหัสผ่านไม่ถูกต้อง" };
    handleError(refusal(401, body, false, "/sellers/signin"));
    expect(showError).toHaveBeenCalledWith("บัญชีหรือรหัสผ่านไม่ถูกต้อง");
    vi.advanceTimersByTime(2000);
    expect(endSession).not.toHaveBeenCalled();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it("ends a session the server refused and goes to /login a second later, keeping the wanted path", async () => {
    const { handleError } = await loadHandler();
    handleError(refusal(401, { code: "AUTH_TOKEN_EXPIRED", message: "Login has expired" }, true));
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(showError).toHaveBeenCalledWith("Login has expired");
    vi.advanceTimersByTime(999);
    expect(navigateTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigateTo).toHaveBeenCalledWith("/login?redirect=%2Fprofile%3Ftab%3D1", true);
  });

  it("goes to /login once even when several calls are refused together", async () => {
    const { handleError } = await loadHandler();
    handleError(refusal(401, { code: "AUTH_TOKEN_INVALID" }, true));
    handleError(refusal(401, { code: "AUTH_TOKEN_EXPIRED" }, true));
    vi.advanceTimersByTime(1000);
    expect(navigateTo).toHaveBeenCalledTimes(1);
  });

  it("shows the code's own message when the server sent none", async () => {
    const { handleError } = await loadHandler();
    handleError(new ApiError({ kind: "network", path: "/sellers/profile", authenticated: true }));
    expect(showError).toHaveBeenCalledWith("เครือข่ายขัดข้อง กรุณาลองใหม่ภายหลัง");
  });

  it("does not show the same code twice within 5 s", async () => {
    const { handleError } = await loadHandler();
    const timeout = new ApiError({ kind: "timeout", path: "/sellers/profile", authenticated: true });
    handleError(timeout);
    vi.advanceTimersByTime(4000);
    handleError(timeout);
    expect(showError).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    handleError(timeout);
    expect(showError).toHaveBeenCalledTimes(2);
  });

  it("uses a screen's own failure text, except when the session has ended", async () => {
    const { handleError } = await loadHandler();
    handleError(refusal(500, undefined, true), { message: "Could not change the language" });
    expect(showError).toHaveBeenLastCalledWith("Could not change the language");
    handleError(refusal(401, { code: "AUTH_TOKEN_EXPIRED", message: "Login has expired" }, true), {
      message: "Could not change the language",
    });
    expect(showError).toHaveBeenLastCalledWith("Login has expired");
  });

  it("prefers the server's explanation to a screen's fallback text, and names a network failure as one", async () => {
    const { handleError } = await loadHandler();
    const fallback = { fallbackMessage: "Upload failed" };
    handleError(
      refusal(409, { code: "REQUEST_INVALID", message: "Only rejected verifications" }, true),
      fallback,
    );
    expect(showError).toHaveBeenLastCalledWith("Only rejected verifications");
    handleError(refusal(500, undefined, true), fallback);
    expect(showError).toHaveBeenLastCalledWith("Upload failed");
    handleError(new ApiError({ kind: "network", path: "/x", authenticated: true }), fallback);
    expect(showError).toHaveBeenLastCalledWith("เครือข่ายขัดข้อง กรุณาลองใหม่ภายหลัง");
  });

  it("stays quiet about a request the screen itself cancelled", async () => {
    const { handleError } = await loadHandler();
    expect(handleError(new DOMException("aborted", "AbortError"))).toBeUndefined();
    expect(showError).not.toHaveBeenCalled();
  });
});
