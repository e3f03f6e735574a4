import type { ListedProduct, StoreSetting } from "@seller/contract/store";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LazySheet } from "../../../components/lazy-sheet";
import { matchesKeyword } from "../../../components/storefront/product-texts";
import { StoreNotice, StoreView } from "../../../components/storefront/store-view";
import { dateFormat } from "../../../lib/format";
import styles from "./store-preview.module.css";

/**
 * The phone's clock: 12-hour, moved on each minute (spec "Store preview"). Drawn inside the
 * popup, which draws nothing until it first opens: the store screens that hold the preview
 * run no clock and build no formatter until the seller looks.
 */
function PhoneClock() {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer = window.setTimeout(
      function tick() {
        setNow(new Date());
        timer = window.setTimeout(tick, 60_000 - (Date.now() % 60_000));
      },
      60_000 - (Date.now() % 60_000),
    );
    return () => window.clearTimeout(timer);
  }, []);
  return <span data-testid="preview-clock">{dateFormat(i18n.language, "clock").format(now)}</span>;
}

type Props = {
  visible: boolean;
  onClose: () => void;
  setting: StoreSetting | undefined;
  products: ListedProduct[];
  categories: { key: string; name: string }[];
};

/**
 * The store preview: a phone frame around the very components the storefront
 * draws, with the seller's settings and listed products. Its search matches
 * the name or the Chinese name, ignoring case (spec section 5).
 */
export function StorePreview({ visible, onClose, setting, products, categories }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState("");
  const [category, setCategory] = useState<string>();
  const shown = useMemo(
    () =>
      products.filter(
        (product) => matchesKeyword(product, keyword) && (!category || product.category_key === category),
      ),
    [products, keyword, category],
  );
  const withProducts = categories.filter((entry) =>
    products.some((product) => product.category_key === entry.key),
  );
  return (
    <LazySheet
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.popup}
      destroyOnClose
    >
      <div className={styles.frame} data-testid="store-preview">
        <div className={styles.statusBar}>
          <PhoneClock />
          <svg viewBox="0 0 34 14" width="34" height="14" aria-hidden="true">
            <path d="M1 12h2v-3H1zM5 12h2V7H5zM9 12h2V4H9z" fill="currentColor" />
            <rect x="15.5" y="2.5" width="15" height="9" rx="2" fill="none" stroke="currentColor" />
            <rect x="17" y="4" width="10" height="6" rx="1" fill="currentColor" />
            <rect x="31" y="5.5" width="1.5" height="3" rx="0.5" fill="currentColor" />
          </svg>
        </div>
        <div className={styles.screen}>
          {setting ? (
            <StoreView
              store={setting}
              products={shown}
              categories={withProducts}
              keyword={keyword}
              onKeyword={setKeyword}
              category={category}
              onCategory={setCategory}
              notice={
                !setting.is_online ? (
                  <StoreNotice>{t("shop.preview.offline")}</StoreNotice>
                ) : shown.length === 0 ? (
                  <StoreNotice>
                    {products.length === 0 ? t("storefront.empty") : t("storefront.noMatch")}
                  </StoreNotice>
                ) : undefined
              }
            />
          ) : null}
        </div>
      </div>
      <button type="button" className={styles.close} onClick={onClose} data-testid="preview-close">
        {t("common.close")}
      </button>
    </LazySheet>
  );
}
