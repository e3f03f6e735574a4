// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initI18n } from "../../../lib/i18n";
import { RechargeForm } from "./recharge-form";

vi.mock("antd-mobile", () => import("../../../../test/antd-mobile-stand-in"));

function renderForm() {
  const onSubmit = vi.fn();
  render(<RechargeForm methods={["promptpay"]} provider="manual" submitting={false} onSubmit={onSubmit} />);
  return onSubmit;
}

function submitAmount(amount: string) {
  fireEvent.change(screen.getByTestId("recharge-amount"), { target: { value: amount } });
  fireEvent.submit(screen.getByTestId("recharge-form"));
}

/** What a seller meets on the top-up form (spec sections 2 and 5): a refused amount names its rule and sends nothing. */
describe("the recharge form's rules", () => {
  beforeAll(async () => {
    await initI18n("en");
  });
  afterEach(cleanup);

  it("sends an amount within 5,000 to 10,000,000 baht", () => {
    const onSubmit = renderForm();
    submitAmount("5000");
    expect(onSubmit).toHaveBeenCalledWith({ amount: "5000", method: "promptpay", description: "" });
  });

  it.each([
    ["an empty amount", "", "Please enter an amount"],
    ["an amount below the minimum", "4999.99", "The minimum amount is ฿5,000.00"],
    ["an amount above the maximum", "10000000.01", "The maximum amount is ฿10,000,000.00"],
    ["an exponent", "5e3", "Enter the amount in plain digits"],
    ["three decimals", "5000.001", "The amount may have at most two decimals"],
  ])("refuses %s", (_case, amount, message) => {
    const onSubmit = renderForm();
    submitAmount(amount);
    expect(screen.getByText(message, { exact: false })).toBeTruthy();
    expect(screen.getByTestId("recharge-amount").getAttribute("aria-invalid")).toBe("true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("adds quick amounts up, never past the maximum", () => {
    renderForm();
    fireEvent.click(screen.getByTestId("quick-amount-5000"));
    fireEvent.click(screen.getByTestId("quick-amount-5000"));
    expect((screen.getByTestId("recharge-amount") as HTMLInputElement).value).toBe("10000.00");
  });
});
