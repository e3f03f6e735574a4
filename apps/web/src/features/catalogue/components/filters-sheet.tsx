import { parseBaht } from "@seller/contract/money";
import { Button, Input, Switch } from "antd-mobile";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LazySheet } from "../../../components/lazy-sheet";
import type { ProductsFilterInput } from "../rules/products-filter";
import styles from "./products-list.module.css";

type Sheet = Pick<ProductsFilterInput, "hot" | "on_sale" | "min_price" | "max_price">;
type FiltersSheetProps = {
  visible: boolean;
  value: Sheet;
  onClose: () => void;
  onApply: (value: Sheet) => void;
};

const amount = (text: string) => {
  const trimmed = text.trim();
  return trimmed && parseBaht(trimmed) !== undefined ? trimmed : undefined;
};

/** Hot, on-sale and price filters (spec section 2), applied together. */
export function FiltersSheet({ visible, value, onClose, onApply }: FiltersSheetProps) {
  const { t } = useTranslation();
  const [hot, setHot] = useState(false);
  const [onSale, setOnSale] = useState(false);
  const [min, setMin] = useState("");
  const [max, setMax] = useState("");

  useEffect(() => {
    if (!visible) return;
    setHot(value.hot ?? false);
    setOnSale(value.on_sale ?? false);
    setMin(value.min_price ?? "");
    setMax(value.max_price ?? "");
  }, [visible, value]);

  const invalid = (min.trim() !== "" && !amount(min)) || (max.trim() !== "" && !amount(max));
  const apply = () =>
    onApply({
      hot: hot || undefined,
      on_sale: onSale || undefined,
      min_price: amount(min),
      max_price: amount(max),
    });

  return (
    <LazySheet
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.sheet}
      data-testid="filters-sheet"
    >
      <h2 className={styles.sheetTitle}>{t("catalogue.list.filters")}</h2>
      <div className={styles.switchRow}>
        <span>{t("catalogue.list.hot")}</span>
        <Switch
          checked={hot}
          onChange={setHot}
          aria-label={t("catalogue.list.hot")}
          data-testid="filter-hot"
        />
      </div>
      <div className={styles.switchRow}>
        <span>{t("catalogue.list.onSale")}</span>
        <Switch
          checked={onSale}
          onChange={setOnSale}
          aria-label={t("catalogue.list.onSale")}
          data-testid="filter-on-sale"
        />
      </div>
      <div className={styles.priceRange}>
        <span>{t("catalogue.list.price")}</span>
        <div className={styles.priceInputs}>
          <Input
            className={styles.priceInput}
            inputMode="decimal"
            value={min}
            onChange={setMin}
            placeholder={t("catalogue.list.minPrice")}
            data-testid="filter-min-price"
          />
          <span>–</span>
          <Input
            className={styles.priceInput}
            inputMode="decimal"
            value={max}
            onChange={setMax}
            placeholder={t("catalogue.list.maxPrice")}
            data-testid="filter-max-price"
          />
        </div>
        {invalid ? <p className={styles.sheetError}>{t("catalogue.list.priceInvalid")}</p> : null}
      </div>
      <div className={styles.sheetActions}>
        <Button fill="outline" onClick={() => onApply({})} data-testid="filter-reset">
          {t("catalogue.list.reset")}
        </Button>
        <Button color="primary" disabled={invalid} onClick={apply} data-testid="filter-apply">
          {t("catalogue.list.apply")}
        </Button>
      </div>
    </LazySheet>
  );
}
