import { describe, expect, it } from "vitest";
import { promptPayIdOf } from "./promptpay-id";
import { promptPayIdSchema } from "./refunds";

describe("a buyer's PromptPay id for a refund", () => {
  it("takes a mobile number, a national id or an e-wallet id, without the spaces and dashes typed", () => {
    expect(promptPayIdOf("081-234-5678")).toBe("0812345678");
    expect(promptPayIdOf("1 2345 67890 12 1")).toBe("1234567890121");
    expect(promptPayIdOf("123456789012345")).toBe("123456789012345");
  });

  it("refuses anything else", () => {
    for (const value of ["", "812345678", "1812345678", "08123456789", "12345678901234", "08x2345678"]) {
      expect(promptPayIdOf(value), value).toBeUndefined();
    }
  });

  it("agrees with the contract's schema the server applies", () => {
    for (const value of ["081-234-5678", "1 2345 67890 12 1", "123456789012345", "812345678", "08x2345678"]) {
      const parsed = promptPayIdSchema.safeParse(value);
      expect(parsed.success ? parsed.data : undefined, value).toBe(promptPayIdOf(value));
    }
  });
});
