import { UNLIMITED_STOCK } from "@seller/contract/catalogue";

/** The stepper's highest value: the stock, or none when the stock reads unlimited (spec section 5). */
export function maxQuantity(stock: number | null | undefined): number | undefined {
  if (stock === null || stock === undefined || stock >= UNLIMITED_STOCK) return undefined;
  return Math.max(1, Math.floor(stock));
}

/** Spec section 5: a whole number, at least 1, at most the stock; the input is clamped and floored. */
export function clampQuantity(value: number, stock: number | null | undefined): number {
  const whole = Number.isFinite(value) ? Math.floor(value) : 1;
  const max = maxQuantity(stock);
  return Math.max(1, max === undefined ? whole : Math.min(whole, max));
}
