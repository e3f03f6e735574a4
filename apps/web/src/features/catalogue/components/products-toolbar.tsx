import { type Category, PRODUCT_SORTS } from "@seller/contract/product-answers";
import { Badge } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SlidersIcon } from "../../../components/icons";
import { activeFilterCount, type ProductsFilterInput } from "../rules/products-filter";
import { useCategoryName } from "./category-tiles";
import { FiltersSheet } from "./filters-sheet";
import styles from "./products-list.module.css";

const ALL = "all";

type ToolbarProps = {
  filter: ProductsFilterInput;
  categories: (Pick<Category, "key"> & Partial<Category>)[];
  onChange: (filter: ProductsFilterInput) => void;
};

/** Category chips, the five sorts, and the filter sheet's button (spec section 2, Product list). */
export function ProductsToolbar({ filter, categories, onChange }: ToolbarProps) {
  const { t } = useTranslation();
  const nameOf = useCategoryName();
  const [sheetOpen, setSheetOpen] = useState(false);
  const count = activeFilterCount(filter);

  return (
    <div className={styles.toolbar}>
      {/* Buttons, not antd-mobile's CapsuleTabs: its chips are not reachable by keyboard, and
          neither is the row when it scrolls (WCAG 2.1.1). */}
      <div className={styles.categories}>
        {[
          { key: ALL, name: t("catalogue.list.all") },
          ...categories.map((c) => ({ key: c.key, name: nameOf(c) })),
        ].map((chip) => (
          <button
            key={chip.key}
            type="button"
            className={styles.chip}
            aria-pressed={(filter.category ?? ALL) === chip.key}
            onClick={() => onChange({ ...filter, category: chip.key === ALL ? undefined : chip.key })}
            data-testid={`category-chip-${chip.key}`}
          >
            {chip.name}
          </button>
        ))}
      </div>
      <div className={styles.sortRow}>
        {/* Buttons, not antd-mobile's Tabs: its ink bar measures the row on mount, on resize and on
            every change inside it, each time laying out the whole screen while the grid draws. */}
        <fieldset className={styles.sorts} aria-label={t("catalogue.list.sortBy")}>
          {PRODUCT_SORTS.map((sort) => (
            <button
              key={sort}
              type="button"
              className={styles.sort}
              aria-pressed={(filter.sort ?? "latest") === sort}
              onClick={() => onChange({ ...filter, sort })}
              data-testid={`sort-${sort}`}
            >
              {t(`catalogue.list.sort.${sort}`)}
            </button>
          ))}
        </fieldset>
        <button
          type="button"
          className={styles.filterButton}
          onClick={() => setSheetOpen(true)}
          aria-label={t("catalogue.list.filters")}
          data-testid="open-filters"
        >
          <Badge content={count > 0 ? String(count) : undefined}>
            <SlidersIcon size={20} />
          </Badge>
        </button>
      </div>
      <FiltersSheet
        visible={sheetOpen}
        value={filter}
        onClose={() => setSheetOpen(false)}
        onApply={(sheet) => {
          setSheetOpen(false);
          onChange({
            ...filter,
            hot: sheet.hot,
            on_sale: sheet.on_sale,
            min_price: sheet.min_price,
            max_price: sheet.max_price,
          });
        }}
      />
    </div>
  );
}
