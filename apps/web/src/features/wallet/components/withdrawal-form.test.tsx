// @vitest-environment jsdom
import type { BankCard } from "@seller/contract/bank-cards";
import type { WithdrawLimits } from "@seller/contract/wallet";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initI18n } from "../../../lib/i18n";
import { WithdrawalForm } from "./withdrawal-form";

vi.mock("antd-mobile", () => import("../../../../test/antd-mobile-stand-in"));

const CARD: BankCard = {
  id: 7,
  bank_code: "KBANK",
  bank_name: "Kasikornbank",
  card_number: "******7890",
  card_holder_name: "Somchai Jaidee",
  is_default: true,
  status: "verified",
  created_at: "2026-11-01T00:00:00.000Z",
};

const LIMITS: WithdrawLimits = {
  min: "5000.00",
  max: "5000000.00",
  daily_limit: 3,
  used_today: 0,
  remaining_today: 3,
  fee: "0.00",
  processing_text: "1-3 working days",
  requires_verification: false,
  first_withdrawal: false,
  available_balance: "20000.00",
  withdrawable_balance: "20000.00",
} as WithdrawLimits;

function renderForm(overrides: { cards?: BankCard[]; limits?: Partial<WithdrawLimits> } = {}) {
  const onSubmit = vi.fn();
  render(
    <WithdrawalForm
      cards={overrides.cards ?? [CARD]}
      limits={{ ...LIMITS, ...overrides.limits }}
      submitting={false}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

function fill(amount: string, password = "secret123") {
  fireEvent.change(screen.getByTestId("withdrawal-amount"), { target: { value: amount } });
  fireEvent.change(screen.getByTestId("withdrawal-password"), { target: { value: password } });
  fireEvent.submit(screen.getByTestId("withdrawal-form"));
}

/** What a seller meets on the withdrawal form (spec section 2 and 5): each refusal names its rule and sends nothing. */
describe("the withdrawal form's rules", () => {
  beforeAll(async () => {
    await initI18n("en");
  });
  afterEach(cleanup);

  it("sends a withdrawal within the bounds and the withdrawable balance", () => {
    const onSubmit = renderForm();
    fill("6000");
    expect(onSubmit).toHaveBeenCalledWith({
      amount: "6000",
      withdraw_password: "secret123",
      bank_card_id: 7,
      description: undefined,
    });
  });

  it.each([
    ["an empty amount", "", "Please enter an amount"],
    ["an amount below the minimum", "4999.99", "The minimum amount is ฿5,000.00"],
    ["a negative amount", "-6000", "The amount cannot be negative"],
    [
      "an amount above the withdrawable balance",
      "20000.01",
      "more than your withdrawable balance ฿20,000.00",
    ],
  ])("refuses %s", (_case, amount, message) => {
    const onSubmit = renderForm();
    fill(amount);
    expect(screen.getByText(message, { exact: false })).toBeTruthy();
    expect(screen.getByTestId("withdrawal-amount").getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses an amount above the maximum even when the balance holds it", () => {
    const onSubmit = renderForm({
      limits: { available_balance: "9000000.00", withdrawable_balance: "9000000.00" },
    });
    fill("5000000.01");
    expect(screen.getByText("The maximum amount is ฿5,000,000.00", { exact: false })).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses any amount when nothing is withdrawable", () => {
    const onSubmit = renderForm({ limits: { available_balance: "0.00", withdrawable_balance: "0.00" } });
    fill("6000");
    expect(screen.getByText("there is nothing to withdraw", { exact: false })).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a missing or short withdrawal password", () => {
    const onSubmit = renderForm();
    fill("6000", "");
    expect(screen.getByText("Please enter your withdrawal password")).toBeTruthy();
    fill("6000", "12345");
    expect(screen.getByText("The withdrawal password must be at least 6 characters")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses without a bank card, and with a card not yet verified", () => {
    const onSubmit = renderForm({ cards: [] });
    fill("6000");
    expect(screen.getByText("Please add and choose a bank card")).toBeTruthy();
    cleanup();
    const onUnverified = renderForm({ cards: [{ ...CARD, status: "rejected" as BankCard["status"] }] });
    fill("6000");
    expect(screen.getByTestId("withdrawal-card-unverified")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onUnverified).not.toHaveBeenCalled();
  });

  it("refuses once the day's withdrawals are used up", () => {
    const onSubmit = renderForm({ limits: { used_today: 3, remaining_today: 0 } });
    fill("6000");
    expect(screen.getByTestId("withdrawal-limit-reached")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
