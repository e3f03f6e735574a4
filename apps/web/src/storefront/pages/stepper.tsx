import { useTranslation } from "react-i18next";
import { ui } from "../ui";

/** A stock of 99999 reads as unlimited (spec section 3). */
export const UNLIMITED = 99_999;

/**
 * Spec section 5: a whole number, at least 1, at most the stock (no maximum when unlimited)
 * and at most `cap`, what one order may still take of the product (DECISIONS "Store and storefront").
 */
export function clampQuantity(value: number, stock: number, cap = Number.POSITIVE_INFINITY): number {
  const whole = Number.isFinite(value) ? Math.floor(value) : 1;
  return Math.max(1, Math.min(whole, maxQuantity(stock, cap)));
}

function maxQuantity(stock: number, cap: number): number {
  return Math.max(1, Math.min(stock >= UNLIMITED ? Number.POSITIVE_INFINITY : stock, cap));
}

export function Stepper({
  value,
  stock,
  cap,
  onChange,
}: {
  value: number;
  stock: number;
  /** The most this line may hold under the per-order limit. */
  cap?: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const max = maxQuantity(stock, cap ?? Number.POSITIVE_INFINITY);
  return (
    <span className={ui.stepper} data-testid="quantity">
      <button
        type="button"
        aria-label={t("storefront.less")}
        disabled={value <= 1}
        onClick={() => onChange(clampQuantity(value - 1, stock, cap))}
      >
        −
      </button>
      <span data-testid="quantity-value">{value}</span>
      <button
        type="button"
        aria-label={t("storefront.moreOne")}
        disabled={value >= max}
        onClick={() => onChange(clampQuantity(value + 1, stock, cap))}
        data-testid="quantity-plus"
      >
        +
      </button>
    </span>
  );
}

/**
 * Said once the per-order limit is what stops the quantity (not the stock), so the buyer
 * knows why "+" stopped before the server would refuse the order.
 */
export function OrderLimitNote({ shown, max }: { shown: boolean; max: number }) {
  const { t } = useTranslation();
  if (!shown) return null;
  return (
    <p className={ui.note} role="status" data-testid="order-limit-note">
      {t("storefront.orderUnitsMax", { max })}
    </p>
  );
}
