import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../../lib/format";
import { formatMoney } from "../../lib/money";
import { nameIn } from "./product-texts";
import styles from "./storefront.module.css";

export type StoreCardProduct = {
  id: number;
  name: string;
  name_zh: string;
  name_en: string | null;
  price: string;
  discount_price: string | null;
  discount_percentage: number;
  effective_price: string;
  sales_count: number;
  stock: number;
  main_image_url: string | null;
  images: { srcset: string }[];
};

/** One product in a store's grid: picture, discount, name, price and sold count. */
export function StoreProductCard({
  product,
  href,
  onNavigate,
}: {
  product: StoreCardProduct;
  href?: string | undefined;
  onNavigate?: ((href: string) => void) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const name = nameIn(product, language);
  const body = (
    <>
      <span className={styles.cardImage}>
        <ProductPicture
          src={product.main_image_url}
          srcSet={product.images[0]?.srcset}
          alt={name}
          sizes="50vw"
        />
        {product.discount_percentage > 0 ? (
          <span className={styles.discount}>-{product.discount_percentage}%</span>
        ) : null}
        {product.stock <= 0 ? <span className={styles.soldOut}>{t("storefront.soldOut")}</span> : null}
      </span>
      <span className={styles.cardName}>{name}</span>
      <span className={styles.cardPrices}>
        <span className={styles.price}>{formatMoney(product.effective_price, language)}</span>
        {product.discount_price ? (
          <span className={styles.oldPrice}>{formatMoney(product.price, language)}</span>
        ) : null}
      </span>
      <span className={styles.sold}>{t("storefront.sold", { count: formatCount(product.sales_count) })}</span>
    </>
  );
  if (!href) {
    return (
      <div className={styles.card} data-testid="store-product">
        {body}
      </div>
    );
  }
  return (
    <a
      className={styles.card}
      href={href}
      data-testid="store-product"
      onClick={(event) => {
        if (!onNavigate || event.metaKey || event.ctrlKey) return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {body}
    </a>
  );
}

/** A product picture, or a box when it is missing or broken (spec section 8). */
export function ProductPicture({
  src,
  srcSet,
  sizes,
  alt,
  eager,
}: {
  src: string | null | undefined;
  srcSet?: string | undefined;
  sizes?: string;
  alt: string;
  eager?: boolean;
}) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <span className={styles.noPicture} role="img" aria-label={alt}>
        <svg viewBox="0 0 24 24" width="40%" height="40%" aria-hidden="true">
          <path
            d="M12 3 3 7.5v9L12 21l9-4.5v-9L12 3zm0 2.2 6.3 3.1L12 11.5 5.7 8.3 12 5.2zM5 9.9l6 3v5.9l-6-3V9.9zm8 8.9v-5.9l6-3v5.9l-6 3z"
            fill="#b5bcc8"
          />
        </svg>
      </span>
    );
  }
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
