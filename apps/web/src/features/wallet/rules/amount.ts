import { formatBaht, parseBaht, type Satang } from "@seller/contract/money";
import { INCOME_TYPES, type TransactionType } from "@seller/contract/transactions";
import {
  amountSchema,
  RECHARGE_MAX_SATANG,
  RECHARGE_MIN_SATANG,
  WITHDRAW_MAX_SATANG,
  WITHDRAW_MIN_SATANG,
} from "@seller/contract/wallet";

// The balance after the deposit is read at start by the profile; it lives with the deposit's rules.
export { balanceAfter } from "./deposit-payment";

/** A message as a locale key and its parameters; amounts in parameters are satang, formatted on display. */
export type AmountProblem = { key: string; amounts?: Record<string, Satang> };

/**
 * Spec section 9: each quick amount adds to the current amount. A field that
 * does not hold a plain amount yet starts again from zero rather than guessing.
 */
export function addQuickAmount(current: string, add: Satang, max: Satang = RECHARGE_MAX_SATANG): string {
  const base = parseBaht(current) ?? 0n;
  const sum = base + add;
  return formatBaht(sum > max ? max : sum);
}

/** Spec section 9 and DECISIONS: money in carries a plus sign, everything else a minus. */
export function amountSign(type: TransactionType): "+" | "-" {
  return INCOME_TYPES.includes(type) ? "+" : "-";
}

/** Withdraw-all fills in the whole available balance, but never above the withdrawal maximum. */
export function withdrawAllAmount(available: string): string {
  const balance = parseBaht(available) ?? 0n;
  return formatBaht(balance > WITHDRAW_MAX_SATANG ? WITHDRAW_MAX_SATANG : balance);
}

/** A plain amount: digits with at most two decimals, however many digits. */
const PLAIN_AMOUNT = /^\d+(\.\d{1,2})?$/;

/** Input that the amount rule refuses before the bounds: exponent, sign, three decimals, words. */
function formatProblem(input: string, min: Satang, max: Satang): AmountProblem | undefined {
  const text = input.trim();
  if (text === "") return { key: "wallet.amountRequired" };
  if (/e/i.test(text)) return { key: "wallet.form.amountExponent" };
  if (text.startsWith("-")) return { key: "wallet.form.amountNegative" };
  if (/\.\d{3,}$/.test(text)) return { key: "wallet.form.amountDecimals" };
  // Twenty digits are a well-formed amount, only far too large: say so, not "two decimals".
  if (PLAIN_AMOUNT.test(text) && parseBaht(text) === undefined)
    return { key: "wallet.amountTooLarge", amounts: { min, max } };
  if (parseBaht(text) === undefined) return { key: "validation.amountInvalid" };
  if (parseBaht(text) === 0n) return { key: "wallet.form.amountZero" };
  return undefined;
}

/** The contract's amount rule (spec section 5), with its bounds as parameters. */
function boundsProblem(input: string, min: Satang, max: Satang): AmountProblem | undefined {
  const result = amountSchema(min, max).safeParse(input.trim());
  if (result.success) return undefined;
  const key = result.error.issues[0]?.message ?? "validation.amountInvalid";
  return { key, amounts: { min, max } };
}

/** The recharge amount: 5,000 to 10,000,000 baht. */
export function rechargeAmountProblem(input: string): AmountProblem | undefined {
  return (
    formatProblem(input, RECHARGE_MIN_SATANG, RECHARGE_MAX_SATANG) ??
    boundsProblem(input, RECHARGE_MIN_SATANG, RECHARGE_MAX_SATANG)
  );
}

/**
 * The withdrawal amount: something withdrawable, 5,000 to 5,000,000 baht, and
 * not above the withdrawable balance (the message names both amounts). What
 * came from demo top-ups cannot leave, and the message says so (DECISIONS.md
 * "Wallet": "withdrawable" everywhere, with the reason when part cannot leave).
 */
export function withdrawAmountProblem(
  input: string,
  withdrawable: string,
  sandbox = "0.00",
): AmountProblem | undefined {
  const balance = parseBaht(withdrawable) ?? 0n;
  const demo = parseBaht(sandbox) ?? 0n;
  if (balance <= 0n)
    return demo > 0n
      ? { key: "wallet.withdraw.noneWithdrawableDemo", amounts: { sandbox: demo } }
      : { key: "wallet.form.noBalance" };
  const problem =
    formatProblem(input, WITHDRAW_MIN_SATANG, WITHDRAW_MAX_SATANG) ??
    boundsProblem(input, WITHDRAW_MIN_SATANG, WITHDRAW_MAX_SATANG);
  if (problem) return problem;
  const amount = parseBaht(input.trim()) ?? 0n;
  if (amount > balance)
    return demo > 0n
      ? { key: "wallet.amountAboveWithdrawable", amounts: { withdrawable: balance, sandbox: demo } }
      : { key: "wallet.amountAboveBalance", amounts: { amount, balance } };
  return undefined;
}

/** The part of the available balance that cannot leave (demo money), as baht: available less withdrawable. */
export function heldBack(available: string, withdrawable: string): string {
  const held = (parseBaht(available) ?? 0n) - (parseBaht(withdrawable) ?? 0n);
  return formatBaht(held > 0n ? held : 0n);
}

/** Spec section 5: a negative or unreadable balance is not something to top up; the seller asks support. */
export function isAbnormalBalance(available: string): boolean {
  const balance = parseBaht(available.replace(/^-/, ""));
  return balance === undefined || (available.trim().startsWith("-") && balance > 0n);
}
