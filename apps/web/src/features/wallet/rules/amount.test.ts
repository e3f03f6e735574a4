import { describe, expect, it } from "vitest";
import {
  addQuickAmount,
  amountSign,
  balanceAfter,
  isAbnormalBalance,
  rechargeAmountProblem,
  withdrawAllAmount,
  withdrawAmountProblem,
} from "./amount";
import { depositBlock } from "./deposit-payment";

describe("quick-add amounts", () => {
  it("adds each tapped amount to the current amount", () => {
    expect(addQuickAmount("", 500_000n)).toBe("5000.00");
    expect(addQuickAmount("5000.00", 1_000_000n)).toBe("15000.00");
    expect(addQuickAmount("0.10", 500_000n)).toBe("5000.10");
  });

  it("stops at the recharge maximum and restarts from zero after unreadable input", () => {
    expect(addQuickAmount("9000000", 500_000_000n)).toBe("10000000.00");
    expect(addQuickAmount("abc", 500_000n)).toBe("5000.00");
  });
});

describe("balance after paying", () => {
  it("subtracts in satang without float rounding", () => {
    expect(balanceAfter("5000.10", 500_000n)).toBe(10n);
    expect(balanceAfter("0.30", 10n)).toBe(20n);
  });
});

describe("amount sign", () => {
  it("shows money in with a plus and money out with a minus", () => {
    expect(amountSign("recharge")).toBe("+");
    expect(amountSign("order_profit")).toBe("+");
    expect(amountSign("deposit_refund")).toBe("+");
    expect(amountSign("withdraw")).toBe("-");
    expect(amountSign("deposit")).toBe("-");
    expect(amountSign("order_payment")).toBe("-");
  });
});

describe("withdraw all", () => {
  it("fills in the available balance, capped at the withdrawal maximum", () => {
    expect(withdrawAllAmount("12345.60")).toBe("12345.60");
    expect(withdrawAllAmount("6000000.00")).toBe("5000000.00");
  });
});

describe("recharge amount rules", () => {
  it("refuses amounts below 5,000 and above 10,000,000 baht", () => {
    expect(rechargeAmountProblem("4999.99")?.key).toBe("wallet.amountTooSmall");
    expect(rechargeAmountProblem("10000000.01")?.key).toBe("wallet.amountTooLarge");
    expect(rechargeAmountProblem("5000")).toBeUndefined();
    expect(rechargeAmountProblem("10000000")).toBeUndefined();
  });

  it("names empty, exponent, negative, zero, three-decimal and non-numeric input", () => {
    expect(rechargeAmountProblem(" ")?.key).toBe("wallet.amountRequired");
    expect(rechargeAmountProblem("5e3")?.key).toBe("wallet.form.amountExponent");
    expect(rechargeAmountProblem("-5000")?.key).toBe("wallet.form.amountNegative");
    expect(rechargeAmountProblem("0")?.key).toBe("wallet.form.amountZero");
    expect(rechargeAmountProblem("5000.123")?.key).toBe("wallet.form.amountDecimals");
    expect(rechargeAmountProblem("NaN")?.key).toBe("validation.amountInvalid");
  });

  it("calls a 20-digit amount too large, not badly written", () => {
    expect(rechargeAmountProblem("12345678901234567890")?.key).toBe("wallet.amountTooLarge");
    expect(rechargeAmountProblem("12345678901234567890.50")?.key).toBe("wallet.amountTooLarge");
  });
});

describe("withdrawal amount rules", () => {
  it("refuses a withdrawal above the available balance, naming both amounts", () => {
    expect(withdrawAmountProblem("7000", "6000.00")).toEqual({
      key: "wallet.amountAboveBalance",
      amounts: { amount: 700_000n, balance: 600_000n },
    });
  });

  it("keeps the 5,000 to 5,000,000 baht range and needs a balance above 0", () => {
    expect(withdrawAmountProblem("4000", "9000000.00")?.key).toBe("wallet.amountTooSmall");
    expect(withdrawAmountProblem("5000000.01", "9000000.00")?.key).toBe("wallet.amountTooLarge");
    expect(withdrawAmountProblem("5000", "0.00")?.key).toBe("wallet.form.noBalance");
    expect(withdrawAmountProblem("5000", "5000.00")).toBeUndefined();
  });

  it("says what is withdrawable and why, when part of the balance came from demo top-ups", () => {
    expect(withdrawAmountProblem("5000", "0.00", "10000.00")).toEqual({
      key: "wallet.withdraw.noneWithdrawableDemo",
      amounts: { sandbox: 1_000_000n },
    });
    expect(withdrawAmountProblem("7000", "6000.00", "4000.00")).toEqual({
      key: "wallet.amountAboveWithdrawable",
      amounts: { withdrawable: 600_000n, sandbox: 400_000n },
    });
  });
});

describe("security deposit rules", () => {
  const seller = { has_deposit: false, is_verified: true, available_balance: "5000.00" };
  it("blocks a second payment, an unverified seller and a balance under 5,000", () => {
    expect(depositBlock({ ...seller, has_deposit: true })).toBe("alreadyPaid");
    expect(depositBlock({ ...seller, is_verified: false })).toBe("verificationRequired");
    expect(depositBlock({ ...seller, available_balance: "4999.99" })).toBe("insufficientBalance");
    expect(depositBlock(seller)).toBeUndefined();
  });
});

describe("abnormal balance", () => {
  it("sends a negative or unreadable balance to support instead of the recharge form", () => {
    expect(isAbnormalBalance("-1.00")).toBe(true);
    expect(isAbnormalBalance("abc")).toBe(true);
    expect(isAbnormalBalance("0.00")).toBe(false);
    expect(isAbnormalBalance("5000.00")).toBe(false);
  });
});
