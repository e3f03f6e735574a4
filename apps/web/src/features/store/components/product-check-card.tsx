import type { ListedProduct } from "@seller/contract/store";
import { Checkbox } from "antd-mobile";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ProductPicture } from "../../../components/storefront/product-picture";
import { nameIn } from "../../../components/storefront/product-texts";
import { formatMoney } from "../../../lib/money";
import styles from "./listing.module.css";

const UNLIMITED = 99_999;

/** A product card with its select check, discount badge and stock (spec "Shop management"). */
export function ProductCheckCard({
  product,
  checked,
  onToggle,
  action,
}: {
  product: ListedProduct;
  checked?: boolean;
  onToggle?: () => void;
  action?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const name = nameIn(product, i18n.language);
  return (
    <div className={styles.card} data-testid="listing-card" data-product-id={product.id}>
      {onToggle ? (
        <Checkbox
          className={styles.check}
          checked={checked}
          onChange={onToggle}
          data-testid={`listing-check-${product.id}`}
        >
          {/* The box's name, read out but not shown: antd-mobile would put an aria-label on its <label>, where ARIA forbids one. */}
          <span className={styles.hiddenName}>{name}</span>
        </Checkbox>
      ) : null}
      <button type="button" className={styles.cardBody} onClick={onToggle} disabled={!onToggle}>
        <span className={styles.picture}>
          <ProductPicture
            src={product.main_image_url}
            srcSet={product.images[0]?.srcset}
            sizes="72px"
            alt={name}
          />
          {product.discount_percentage > 0 ? (
            <span className={styles.discount} data-testid="discount-badge">
              -{product.discount_percentage}%
            </span>
          ) : null}
        </span>
        <span className={styles.text}>
          <span className={styles.name} data-testid="listing-name">
            {name}
          </span>
          <span className={styles.prices}>
            <strong>{formatMoney(product.effective_price)}</strong>
            {product.cost_price ? (
              <span className={styles.muted}>
                {t("shop.listing.cost", { cost: formatMoney(product.cost_price) })}
              </span>
            ) : null}
          </span>
          <span className={styles.muted} data-testid="listing-stock">
            {product.stock >= UNLIMITED
              ? t("shop.listing.stockUnlimited")
              : t("shop.listing.stock", { count: product.stock })}
          </span>
        </span>
      </button>
      {action ? <span className={styles.action}>{action}</span> : null}
    </div>
  );
}
