import { describe, expect, it } from "vitest";
import { secretBox } from "./secret-box";

const KEY = "k".repeat(43);

describe("the sealed authenticator secret", () => {
  it("opens to what was sealed, for the same owner and key", () => {
    const box = secretBox(KEY);
    const sealed = box.seal("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", "seller:100001");
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain("JBSWY3DP");
    expect(box.open(sealed, "seller:100001")).toBe("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
  });

  it("seals the same secret differently each time (a fresh IV)", () => {
    const box = secretBox(KEY);
    expect(box.seal("SECRET", "seller:1")).not.toBe(box.seal("SECRET", "seller:1"));
  });

  it("refuses a secret copied to another owner's row, another key, or altered text", () => {
    const box = secretBox(KEY);
    const sealed = box.seal("SECRET", "seller:1");
    expect(() => box.open(sealed, "seller:2")).toThrow();
    expect(() => secretBox("x".repeat(43)).open(sealed, "seller:1")).toThrow();
    // A character in the middle, always changed (an end character may carry only padding bits).
    const middle = Math.floor(sealed.length / 2);
    const altered = `${sealed.slice(0, middle)}${sealed[middle] === "A" ? "B" : "A"}${sealed.slice(middle + 1)}`;
    expect(() => box.open(altered, "seller:1")).toThrow();
  });
});
