import { useTranslation } from "react-i18next";
import { formatCount } from "../../lib/format";
import { formatMoney } from "../../lib/money";
import { ProductPicture } from "./product-picture";
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
        <span className={styles.price}>{formatMoney(product.effective_price)}</span>
        {product.discount_price ? (
          <span className={styles.oldPrice}>{formatMoney(product.price)}</span>
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
