import type { ProductColor } from "@seller/contract/catalogue";
import { useTranslation } from "react-i18next";
import { colorName } from "../rules/product-text";
import styles from "./product-detail.module.css";
import { ProductImage } from "./product-image";

type ColorPickerProps = {
  colors: ProductColor[];
  selected: number | null;
  onSelect: (index: number) => void;
};

/** Colour choices, each with its picture and name (spec section 2). */
export function ColorPicker({ colors, selected, onSelect }: ColorPickerProps) {
  const { t, i18n } = useTranslation();
  if (colors.length === 0) return null;
  const chosen = selected === null ? undefined : colors[selected];
  return (
    <section className={styles.option} data-testid="colors">
      <h2 className={styles.optionTitle}>
        {t("catalogue.detail.color")}
        {chosen ? <span className={styles.optionValue}>{colorName(chosen, i18n.language)}</span> : null}
      </h2>
      <div className={styles.chips}>
        {colors.map((color, index) => (
          <button
            key={`${color.thai_name}-${color.chinese_name}`}
            type="button"
            aria-pressed={selected === index}
            className={[styles.chip, styles.colorChip, selected === index ? styles.chipActive : ""].join(" ")}
            onClick={() => onSelect(index)}
            data-testid="color-option"
          >
            <ProductImage src={color.image} alt="" className={styles.colorImage} />
            <span>{colorName(color, i18n.language)}</span>
          </button>
        ))}
      </div>
    </section>
  );
}

type SizePickerProps = { sizes: string[]; selected: string | null; onSelect: (size: string) => void };

export function SizePicker({ sizes, selected, onSelect }: SizePickerProps) {
  const { t } = useTranslation();
  if (sizes.length === 0) return null;
  return (
    <section className={styles.option} data-testid="sizes">
      <h2 className={styles.optionTitle}>
        {t("catalogue.detail.size")}
        {selected ? <span className={styles.optionValue}>{selected}</span> : null}
      </h2>
      <div className={styles.chips}>
        {sizes.map((size) => (
          <button
            key={size}
            type="button"
            aria-pressed={selected === size}
            className={[styles.chip, selected === size ? styles.chipActive : ""].join(" ")}
            onClick={() => onSelect(size)}
            data-testid="size-option"
          >
            {size}
          </button>
        ))}
      </div>
    </section>
  );
}
