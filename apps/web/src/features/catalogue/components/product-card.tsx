import type { ProductSummary } from "@seller/contract/catalogue";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { formatCount } from "../../../lib/format";
import { formatMoney } from "../../../lib/money";
import { productName } from "../rules/product-text";
import { DiscountBadge } from "./discount-badge";
import styles from "./product-card.module.css";
import { ProductImage } from "./product-image";
import { RatingStars } from "./rating-stars";

/** A grid card: picture with discount badge (and "in my store" when the seller has listed it), name, price (and the old one), rating and sold count. */
export function ProductCard({ product }: { product: ProductSummary }) {
  const { t, i18n } = useTranslation();
  const name = productName(product, i18n.language);
  const [first] = product.images;
  return (
    <Link
      to={paths.product.href(product.id)}
      className={styles.card}
      data-testid="product-card"
      data-id={product.id}
    >
      <span className={styles.media}>
        <ProductImage
          src={first?.thumbnail_url ?? product.main_image_url}
          srcSet={first?.srcset}
          sizes="(min-width: 640px) 300px, 50vw"
          alt={name}
          className={styles.image}
        />
        <DiscountBadge percent={product.discount_percentage} className={styles.cardBadge} />
        {product.in_store ? (
          <span className={styles.inStoreBadge} data-testid="in-store-badge">
            {t("catalogue.card.inStore")}
          </span>
        ) : null}
      </span>
      <span className={styles.body}>
        <span className={styles.name}>{name}</span>
        <span className={styles.prices}>
          <span className={styles.price} data-testid="product-price">
            {formatMoney(product.effective_price)}
          </span>
          {product.discount_price ? (
            <span className={styles.oldPrice}>{formatMoney(product.price)}</span>
          ) : null}
        </span>
        <span className={styles.meta}>
          <RatingStars average={product.average_rating} size={11} />
          <span className={styles.sold} data-testid="product-sold">
            {t("catalogue.card.sold", { sold: formatCount(product.sales_count) })}
          </span>
        </span>
      </span>
    </Link>
  );
}

/** The grid's shape while the first page loads (spec: skeletons while loading). */
export function ProductCardSkeleton() {
  return (
    <span
      className={[styles.card, styles.skeleton].join(" ")}
      aria-hidden="true"
      data-testid="product-skeleton"
    >
      <span className={styles.media} />
      <span className={styles.body}>
        <span className={styles.skeletonLine} />
        <span className={[styles.skeletonLine, styles.short].join(" ")} />
      </span>
    </span>
  );
}

export function ProductGrid({ products }: { products: ProductSummary[] }) {
  return (
    <div className={styles.grid} data-testid="product-grid">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </div>
  );
}

export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <div className={styles.grid} role="status" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
