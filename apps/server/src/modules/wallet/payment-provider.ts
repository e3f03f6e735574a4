import type { Satang } from "@seller/contract/money";
import { promptPayPayload, promptPayTarget } from "./promptpay";

/**
 * How a PromptPay recharge gets paid (DECISIONS.md "Wallet": a payment provider
 * adapter). A real provider would create the charge with its API and confirm it
 * by webhook; the sandbox provider, the default and the only one so far, builds
 * the QR payload itself and lets the seller confirm the payment on the spot.
 */
export interface PaymentProvider {
  readonly name: string;
  /** True when the seller may confirm a payment without real money moving. */
  readonly sellerMayConfirm: boolean;
  promptPayPayload(input: { promptPayId: string; amount: Satang; reference: string }): string;
}

export const sandboxProvider: PaymentProvider = {
  name: "sandbox",
  sellerMayConfirm: true,
  promptPayPayload: ({ promptPayId, amount }) => promptPayPayload(promptPayId, amount),
};

/** A PromptPay id the payload can be built for; empty or malformed ids mean PromptPay is off. */
export function usablePromptPayId(id: string): string | undefined {
  return id.trim() !== "" && promptPayTarget(id) ? id.trim() : undefined;
}
