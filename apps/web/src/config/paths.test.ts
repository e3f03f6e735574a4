import { describe, expect, it } from "vitest";
import { paths, safeRedirect } from "./paths";

describe("paths", () => {
  it("puts the wanted path, query included, into the login redirect", () => {
    expect(paths.login.href({ redirect: "/profile?tab=1" })).toBe("/login?redirect=%2Fprofile%3Ftab%3D1");
  });

  it("pre-fills the account after registering and leaves out empty values", () => {
    expect(paths.login.href({ account: "somchai", redirect: undefined })).toBe("/login?account=somchai");
    expect(paths.login.href()).toBe("/login");
  });
});

describe("safeRedirect", () => {
  it("follows a path inside the app, with its query", () => {
    expect(safeRedirect("/profile?x=1")).toBe("/profile?x=1");
  });

  it("refuses addresses that would leave the app", () => {
    for (const value of ["https://evil.example", "//evil.example/x", "/\\evil.example", "profile"]) {
      expect(safeRedirect(value), value).toBeUndefined();
    }
  });

  it("does not send a seller back to the sign-in or register screen", () => {
    expect(safeRedirect("/login?redirect=/profile")).toBeUndefined();
    expect(safeRedirect("/register")).toBeUndefined();
  });

  it("ignores a missing value", () => {
    expect(safeRedirect(null)).toBeUndefined();
    expect(safeRedirect("")).toBeUndefined();
  });
});
