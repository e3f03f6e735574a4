import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import { isDepositRequired, toggled } from "./listing";

describe("batch listing rules", () => {
  it("reads a 403 from the listing call as the missing security deposit", () => {
    const refused = new ApiError({
      kind: "http",
      path: "/sellers/products",
      status: 403,
      authenticated: true,
    });
    const invalid = new ApiError({
      kind: "http",
      path: "/sellers/products",
      status: 422,
      authenticated: true,
    });
    expect(isDepositRequired(refused)).toBe(true);
    expect(isDepositRequired(invalid)).toBe(false);
    expect(isDepositRequired(new Error("x"))).toBe(false);
  });

  it("checks and unchecks one product", () => {
    expect([...toggled(new Set([1, 2]), 2)]).toEqual([1]);
    expect([...toggled(new Set([1]), 3)]).toEqual([1, 3]);
  });
});
