import { UNLIMITED_STOCK } from "@seller/contract/catalogue";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../../lib/format";
import { clampQuantity, maxQuantity } from "../rules/quantity";
import styles from "./product-detail.module.css";

/**
 * The quantity stepper, clamped to the stock; no maximum at 99999 (spec section 5). A native number
 * field named by its heading, so that a screen reader announces a labelled spin button with only
 * the values its role allows (antd-mobile's Stepper gave neither).
 */
export function QuantityField({
  stock,
  value,
  onChange,
}: {
  stock: number;
  value: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const max = maxQuantity(stock);
  // What the seller is typing; the clamped value is taken when the field is left.
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const commit = (next: number) => {
    const clamped = clampQuantity(next, stock);
    setDraft(String(clamped));
    onChange(clamped);
  };
  return (
    <section className={[styles.option, styles.quantity].join(" ")}>
      <h2 className={styles.optionTitle} id={titleId}>
        {t("catalogue.detail.quantity")}
        <span className={styles.optionValue} data-testid="stock">
          {stock >= UNLIMITED_STOCK
            ? t("catalogue.detail.stockUnlimited")
            : t("catalogue.detail.stock", { stock: formatCount(stock) })}
        </span>
      </h2>
      <div className={styles.stepper} data-testid="quantity">
        <button
          type="button"
          aria-label={t("catalogue.detail.quantityLess")}
          disabled={value <= 1}
          onClick={() => commit(value - 1)}
          data-testid="quantity-minus"
        >
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          aria-labelledby={titleId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => commit(Number(draft))}
        />
        <button
          type="button"
          aria-label={t("catalogue.detail.quantityMore")}
          disabled={max !== undefined && value >= max}
          onClick={() => commit(value + 1)}
          data-testid="quantity-plus"
        >
          +
        </button>
      </div>
    </section>
  );
}
