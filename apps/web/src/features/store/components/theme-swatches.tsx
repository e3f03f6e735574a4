import { THEME_COLOR_NAMES, THEME_COLORS } from "@seller/contract/store";
import { useTranslation } from "react-i18next";
import styles from "./store-setting.module.css";

/** The ten theme colours of spec section 3, each a swatch with its name. */
export function ThemeSwatches({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.swatches} aria-label={t("shop.settings.theme")}>
      {THEME_COLOR_NAMES.map((name) => {
        const color = THEME_COLORS[name];
        return (
          <button
            key={name}
            type="button"
            aria-pressed={value.toLowerCase() === color}
            className={styles.swatch}
            onClick={() => onChange(color)}
            data-testid={`swatch-${name}`}
          >
            <span className={styles.dot} style={{ background: color }} />
            <span className={styles.swatchName}>{t(`shop.settings.colors.${name}`)}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
