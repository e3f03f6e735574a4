/*
 * A PromptPay id, without zod: the buyer's order page checks it before sending, and that page's
 * first download stays free of the schema library (bench/bundles.bench.ts holds it to 2x a bare
 * React build). The contract's schema (refunds.ts) applies the same rule on the server.
 */

/** A Thai mobile number (10 digits from 0), a national id (13 digits) or an e-wallet id (15 digits). */
export const PROMPTPAY_ID_PATTERN = /^(0[0-9]{9}|[0-9]{13}|[0-9]{15})$/;

/** As typed, with the spaces and dashes people put between the digits dropped. */
export function withoutSeparators(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/** The id to send, or undefined when it is none of the three kinds. */
export function promptPayIdOf(value: string): string | undefined {
  const id = withoutSeparators(value);
  return PROMPTPAY_ID_PATTERN.test(id) ? id : undefined;
}
