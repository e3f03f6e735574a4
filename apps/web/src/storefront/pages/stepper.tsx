import { useTranslation } from "react-i18next";
import { ui } from "../ui";

/** A stock of 99999 reads as unlimited (spec section 3). */
export const UNLIMITED = 99_999;

/** Spec section 5: a whole number, at least 1, at most the stock; no maximum when unlimited. */
export function clampQuantity(value: number, stock: number): number {
  const whole = Number.isFinite(value) ? Math.floor(value) : 1;
  return Math.max(1, stock >= UNLIMITED ? whole : Math.min(whole, Math.max(1, stock)));
}

export function Stepper({
  value,
  stock,
  onChange,
}: {
  value: number;
  stock: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const max = stock >= UNLIMITED ? Number.POSITIVE_INFINITY : Math.max(1, stock);
  return (
    <span className={ui.stepper} data-testid="quantity">
      <button
        type="button"
        aria-label={t("storefront.less")}
        disabled={value <= 1}
        onClick={() => onChange(clampQuantity(value - 1, stock))}
      >
        −
      </button>
      <span data-testid="quantity-value">{value}</span>
      <button
        type="button"
        aria-label={t("storefront.moreOne")}
        disabled={value >= max}
        onClick={() => onChange(clampQuantity(value + 1, stock))}
        data-testid="quantity-plus"
      >
        +
      </button>
    </span>
  );
}
