import { type Category, PRODUCT_SORTS, type ProductSort } from "@seller/contract/catalogue";
import { Badge, CapsuleTabs, Tabs } from "antd-mobile";
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
      <CapsuleTabs
        activeKey={filter.category ?? ALL}
        onChange={(key) => onChange({ ...filter, category: key === ALL ? undefined : key })}
        className={styles.categories}
      >
        <CapsuleTabs.Tab
          key={ALL}
          title={<span data-testid="category-chip-all">{t("catalogue.list.all")}</span>}
        />
        {categories.map((category) => (
          <CapsuleTabs.Tab
            key={category.key}
            title={<span data-testid={`category-chip-${category.key}`}>{nameOf(category)}</span>}
          />
        ))}
      </CapsuleTabs>
      <div className={styles.sortRow}>
        <Tabs
          activeKey={filter.sort ?? "latest"}
          onChange={(key) => onChange({ ...filter, sort: key as ProductSort })}
          className={styles.sorts}
          style={{ "--title-font-size": "13px", "--content-padding": "0" }}
        >
          {PRODUCT_SORTS.map((sort) => (
            <Tabs.Tab
              key={sort}
              title={<span data-testid={`sort-${sort}`}>{t(`catalogue.list.sort.${sort}`)}</span>}
            />
          ))}
        </Tabs>
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
