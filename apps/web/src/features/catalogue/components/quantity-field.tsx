import { UNLIMITED_STOCK } from "@seller/contract/catalogue";
import { Stepper } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../../lib/format";
import { clampQuantity, maxQuantity } from "../rules/quantity";
import styles from "./product-detail.module.css";

/** The quantity stepper, clamped to the stock; no maximum at 99999 (spec section 5). */
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
  return (
    <section className={[styles.option, styles.quantity].join(" ")}>
      <h3 className={styles.optionTitle}>
        {t("catalogue.detail.quantity")}
        <span className={styles.optionValue} data-testid="stock">
          {stock >= UNLIMITED_STOCK
            ? t("catalogue.detail.stockUnlimited")
            : t("catalogue.detail.stock", { stock: formatCount(stock) })}
        </span>
      </h3>
      <Stepper
        min={1}
        max={maxQuantity(stock)}
        digits={0}
        value={value}
        onChange={(next) => onChange(clampQuantity(next ?? 1, stock))}
        data-testid="quantity"
      />
    </section>
  );
}
