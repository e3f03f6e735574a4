import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatPhone } from "./format-phone";
import { type StoreCardProduct, StoreProductCard } from "./store-product-card";
import styles from "./storefront.module.css";

/** What a store shows of itself (spec "Store preview"): its settings, never its owner's account. */
export type StoreFace = {
  store_name: string;
  store_description: string;
  announcement: string;
  contact_phone: string;
  business_hours: string;
  theme_color: string;
};

type Props = {
  store: StoreFace;
  products: StoreCardProduct[];
  categories: { key: string; name: string }[];
  keyword: string;
  onKeyword: (keyword: string) => void;
  category: string | undefined;
  onCategory: (category: string | undefined) => void;
  /** Where a product card leads (the storefront); without it the cards are not links (the preview). */
  productHref?: (id: number) => string;
  onNavigate?: (href: string) => void;
  /** Loading, empty or closed: shown in place of the grid when given. */
  notice?: ReactNode;
  /** Above the header: the phone frame's status bar, or the storefront's cart and language. */
  top?: ReactNode;
  /** Below the grid: "load more". */
  more?: ReactNode;
};

/**
 * The store as its buyers see it, used by the storefront and by the seller's
 * store preview alike (spec "Store preview"): name and description on the
 * theme colour, search, category chips, announcement, the listed products,
 * phone, hours and a footer.
 */
export function StoreView(props: Props) {
  const { t } = useTranslation();
  const { store, categories, category } = props;
  const name = store.store_name || t("storefront.untitled");
  return (
    <div className={styles.store} style={{ "--store-theme": store.theme_color } as React.CSSProperties}>
      {props.top}
      <header className={styles.header} data-testid="store-header">
        <h1 className={styles.storeName} data-testid="store-name">
          {name}
        </h1>
        {store.store_description ? (
          <p className={styles.storeDescription}>{store.store_description}</p>
        ) : null}
      </header>
      <div className={styles.toolbar}>
        <input
          className={styles.search}
          type="search"
          value={props.keyword}
          onChange={(event) => props.onKeyword(event.target.value)}
          placeholder={t("storefront.searchPlaceholder")}
          aria-label={t("storefront.searchPlaceholder")}
          data-testid="store-search"
        />
        {categories.length > 0 ? (
          <div className={styles.chips} role="tablist" data-testid="store-categories">
            <button
              type="button"
              role="tab"
              aria-selected={category === undefined}
              className={styles.chip}
              onClick={() => props.onCategory(undefined)}
            >
              {t("storefront.allCategories")}
            </button>
            {categories.map((entry) => (
              <button
                key={entry.key}
                type="button"
                role="tab"
                aria-selected={category === entry.key}
                className={styles.chip}
                onClick={() => props.onCategory(entry.key)}
                data-testid={`store-category-${entry.key}`}
              >
                {entry.name}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      {store.announcement ? (
        <p className={styles.announcement} data-testid="store-announcement">
          <svg
            viewBox="0 0 24 24"
            width="16"
            height="16"
            aria-hidden="true"
            className={styles.announcementIcon}
          >
            <path
              d="M3 10v4h3l6 4V6L6 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z"
              fill="currentColor"
            />
          </svg>
          {store.announcement}
        </p>
      ) : null}
      {props.notice ?? (
        <ul className={styles.grid} data-testid="store-products">
          {props.products.map((product) => (
            <li key={product.id}>
              <StoreProductCard
                product={product}
                href={props.productHref?.(product.id)}
                onNavigate={props.onNavigate}
              />
            </li>
          ))}
        </ul>
      )}
      {props.more}
      <footer className={styles.footer}>
        {store.contact_phone ? (
          <p>
            {t("storefront.contactPhone")}{" "}
            <a href={`tel:${store.contact_phone}`} data-testid="store-phone">
              {formatPhone(store.contact_phone)}
            </a>
          </p>
        ) : null}
        {store.business_hours ? (
          <p data-testid="store-hours">
            {t("storefront.businessHours")} {store.business_hours}
          </p>
        ) : null}
        <p className={styles.footerNote}>{t("storefront.footer", { store: name })}</p>
      </footer>
    </div>
  );
}

/** A message in place of the product grid: loading, nothing found, or the store is closed. */
export function StoreNotice({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className={styles.notice} data-testid={testId}>
      {children}
    </p>
  );
}
