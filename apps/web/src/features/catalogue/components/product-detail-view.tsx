import type { ProductDetail } from "@seller/contract/catalogue";
import { formatBaht, parseBaht } from "@seller/contract/money";
import { Tag } from "antd-mobile";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../../lib/format";
import { formatMoney } from "../../../lib/money";
import { productDescription, productName } from "../rules/product-text";
import { useCategoryName } from "./category-tiles";
import { DiscountBadge } from "./discount-badge";
import { FavoriteButton } from "./favorite-button";
import { ProductDescription } from "./product-description";
import styles from "./product-detail.module.css";
import { ProductGallery } from "./product-gallery";
import { ProductReviews } from "./product-reviews";
import { QuantityField } from "./quantity-field";
import { RatingStars } from "./rating-stars";
import { ColorPicker, SizePicker } from "./variant-picker";

/** What a sale earns the seller before listing: the price the buyer pays less the supplier's cost. */
function profitOf(product: ProductDetail): string | undefined {
  if (!product.cost_price) return undefined;
  const cost = parseBaht(product.cost_price) ?? 0n;
  const price = parseBaht(product.effective_price) ?? 0n;
  return formatBaht(price - cost);
}

/**
 * The product detail of spec section 2, for a seller choosing what to sell.
 * `actions`: what the screen adds under the prices (the store's "add to my store").
 */
export function ProductDetailView({ product, actions }: { product: ProductDetail; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const categoryName = useCategoryName();
  const [color, setColor] = useState<number | null>(null);
  const [size, setSize] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const name = productName(product, language);
  const chosenImage = color === null ? undefined : product.colors[color]?.image_id;
  const showImage = product.images.findIndex((image) => image.id === chosenImage);
  const profit = profitOf(product);
  const inStock = product.status === "active" && product.stock > 0;

  return (
    <div className={styles.detail} data-testid="product-detail">
      <ProductGallery
        images={product.images}
        name={name}
        show={showImage >= 0 ? showImage : undefined}
        badge={<DiscountBadge percent={product.discount_percentage} className={styles.galleryBadge} />}
      />

      <section className={styles.card}>
        <div className={styles.priceRow}>
          <span className={styles.price} data-testid="detail-price">
            {formatMoney(product.effective_price)}
          </span>
          {product.discount_price ? (
            <span className={styles.oldPrice}>{formatMoney(product.price)}</span>
          ) : null}
          <DiscountBadge percent={product.discount_percentage} />
          <span className={styles.spacer} />
          <FavoriteButton id={product.id} liked={product.is_favorite ?? false} likes={product.likes_count} />
        </div>
        <h1 className={styles.name} data-testid="detail-name">
          {name}
        </h1>
        <div className={styles.stats}>
          <RatingStars average={product.average_rating} size={14} />
          <span data-testid="detail-sold">
            {t("catalogue.card.sold", { sold: formatCount(product.sales_count) })}
          </span>
          <span>{t("catalogue.detail.likes", { likes: formatCount(product.likes_count) })}</span>
        </div>
        <div className={styles.badges}>
          <Tag color="primary" fill="outline" data-testid="category-badge">
            {categoryName({ key: product.category_key })}
          </Tag>
          <Tag color={inStock ? "success" : "danger"} fill="outline" data-testid="status-badge">
            {inStock ? t("catalogue.detail.inStock") : t("catalogue.detail.outOfStock")}
          </Tag>
          {product.is_hot ? <Tag color="#c2410c">{t("catalogue.detail.hot")}</Tag> : null}
          {product.is_new ? <Tag color="#0e7c86">{t("catalogue.detail.new")}</Tag> : null}
          {product.is_demo ? (
            <Tag color="default" data-testid="demo-badge">
              {t("catalogue.detail.demo")}
            </Tag>
          ) : null}
        </div>
        {product.cost_price && profit ? (
          <p className={styles.cost} data-testid="cost">
            {t("catalogue.detail.cost", {
              cost: formatMoney(product.cost_price),
              profit: formatMoney(profit),
            })}
          </p>
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </section>

      <section className={styles.card}>
        <ColorPicker colors={product.colors} selected={color} onSelect={setColor} />
        <SizePicker sizes={product.sizes} selected={size} onSelect={setSize} />
        <QuantityField stock={product.stock} value={quantity} onChange={setQuantity} />
      </section>

      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>{t("catalogue.detail.description")}</h2>
        <ProductDescription text={productDescription(product, language)} />
      </section>

      <div className={styles.card}>
        <ProductReviews product={product} />
      </div>
    </div>
  );
}

/** The detail's shape while it loads. */
export function ProductDetailSkeleton() {
  return (
    <div className={styles.detail} role="status" aria-busy="true" data-testid="detail-loading">
      <div className={[styles.gallery, styles.skeletonBlock].join(" ")} />
      <section className={styles.card}>
        <span className={styles.skeletonLine} />
        <span className={[styles.skeletonLine, styles.skeletonShort].join(" ")} />
      </section>
    </div>
  );
}
