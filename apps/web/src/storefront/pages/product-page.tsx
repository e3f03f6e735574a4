import {
  type StorefrontProductDetail,
  storefrontProductDetailSchema,
} from "@seller/contract/storefront-answers";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { colorNameIn, descriptionIn, nameIn } from "../../components/storefront/product-texts";
import { formatCount } from "../../lib/format";
import { formatMoney } from "../../lib/money";
import { storefrontCall } from "../api";
import { addToCart, unitsInCart, useCart } from "../cart";
import { currentLanguage } from "../i18n";
import { storefrontPaths } from "../paths";
import { Message, Section, TopBar, ui } from "../ui";
import { Gallery } from "./gallery";
import styles from "./pages.module.css";
import { ProductReviews } from "./product-reviews";
import { OrderLimitNote, Stepper, UNLIMITED } from "./stepper";

/** /s/{slug}/p/{id}: gallery, colour, size and quantity, then into the cart on this device. */
export function ProductPage({ slug, id }: { slug: string; id: string }) {
  const { t } = useTranslation();
  const product = useQuery({
    queryKey: ["storefront", slug, "product", id],
    queryFn: ({ signal }) =>
      storefrontCall(`/storefront/${slug}/products/${id}`, storefrontProductDetailSchema, { signal }),
  });
  if (product.data) return <ProductDetail slug={slug} product={product.data} />;
  return (
    <>
      <TopBar slug={slug} back={storefrontPaths.store.href(slug)} title={t("storefront.product")} />
      {product.isError ? <Message>{product.error.message}</Message> : <Message busy />}
    </>
  );
}

function ProductDetail({ slug, product }: { slug: string; product: StorefrontProductDetail }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const language = currentLanguage();
  const [color, setColor] = useState<number | null>(null);
  const [size, setSize] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [problem, setProblem] = useState<string>();
  const [added, setAdded] = useState(false);
  const name = nameIn(product, language);
  const soldOut = product.stock <= 0;
  const shownImage = color === null ? undefined : product.colors[color]?.image_id;
  // What one order may still take of this product, after what the cart already holds.
  const cart = useCart(slug);
  const unitsMax = product.order_units_max;
  const room = Math.max(0, unitsMax - unitsInCart(cart, product.id));
  // Said when the limit, not the stock, is what stops "+".
  const limitReached = quantity >= room && (product.stock >= UNLIMITED || product.stock > room);

  const add = (then?: string) => {
    if (product.colors.length > 0 && color === null) return setProblem(t("storefront.chooseColor"));
    if (product.sizes.length > 0 && size === null) return setProblem(t("storefront.chooseSize"));
    const chosen = color === null ? undefined : product.colors[color];
    const wanted = quantity;
    const added = addToCart(
      slug,
      {
        product_id: product.id,
        quantity,
        color: chosen?.thai_name,
        color_names: chosen && {
          thai_name: chosen.thai_name,
          chinese_name: chosen.chinese_name,
          english_name: chosen.english_name,
        },
        size: size ?? undefined,
        name: product.name,
        name_zh: product.name_zh,
        name_en: product.name_en,
        price: product.effective_price,
        image: chosen?.image ?? product.main_image_url,
        stock: product.stock,
      },
      unitsMax,
    );
    setQuantity(1);
    if (added < wanted) {
      setAdded(false);
      setProblem(t("storefront.orderUnitsMax", { max: unitsMax }));
      if (added === 0) return;
    } else {
      setProblem(undefined);
      setAdded(true);
    }
    if (then) navigate(then);
  };

  return (
    <>
      <TopBar slug={slug} back={storefrontPaths.store.href(slug)} title={name} />
      <Gallery
        images={product.images}
        name={name}
        show={product.images.findIndex((image) => image.id === shownImage)}
      />
      <Section>
        <div className={styles.priceRow}>
          <span className={styles.price} data-testid="product-price">
            {formatMoney(product.effective_price)}
          </span>
          {product.discount_price ? (
            <span className={styles.oldPrice}>{formatMoney(product.price)}</span>
          ) : null}
          {product.discount_percentage > 0 ? (
            <span className={styles.discount}>-{product.discount_percentage}%</span>
          ) : null}
        </div>
        <h1 className={styles.productName} data-testid="product-name">
          {name}
        </h1>
        <p className={styles.muted}>
          {"★".repeat(Math.round(product.average_rating ?? 5))} {product.average_rating ?? 5} ·{" "}
          {t("storefront.sold", { count: formatCount(product.sales_count) })}
        </p>
      </Section>
      <Section>
        {product.colors.length > 0 ? (
          <div className={styles.option}>
            <h2>{t("storefront.color")}</h2>
            <div className={styles.choices}>
              {product.colors.map((entry, index) => (
                <button
                  key={entry.thai_name}
                  type="button"
                  aria-pressed={color === index}
                  className={styles.choice}
                  onClick={() => setColor(index)}
                  data-testid={`color-${index}`}
                >
                  {entry.image ? <img src={entry.image} alt="" /> : null}
                  {colorNameIn(entry, language)}
                </button>
              ))}
            </div>
          </div>
        ) : null}
        {product.sizes.length > 0 ? (
          <div className={styles.option}>
            <h2>{t("storefront.size")}</h2>
            <div className={styles.choices}>
              {product.sizes.map((entry) => (
                <button
                  key={entry}
                  type="button"
                  aria-pressed={size === entry}
                  className={styles.choice}
                  onClick={() => setSize(entry)}
                  data-testid={`size-${entry}`}
                >
                  {entry}
                </button>
              ))}
            </div>
          </div>
        ) : null}
        <div className={styles.option}>
          <h2>
            {t("storefront.quantity")}{" "}
            <span className={styles.muted}>
              {product.stock >= UNLIMITED
                ? t("storefront.inStock")
                : soldOut
                  ? t("storefront.soldOut")
                  : t("storefront.stockLeft", { count: product.stock })}
            </span>
          </h2>
          <Stepper value={quantity} stock={product.stock} cap={Math.max(1, room)} onChange={setQuantity} />
          <OrderLimitNote shown={limitReached} max={unitsMax} />
        </div>
        {problem ? <p className={ui.error}>{problem}</p> : null}
        {added ? (
          <p className={styles.added} data-testid="added-to-cart">
            {t("storefront.added")}
          </p>
        ) : null}
      </Section>
      <Section title={t("storefront.description")}>
        <p className={styles.description}>{descriptionIn(product, language)}</p>
      </Section>
      <ProductReviews slug={slug} product={product} />
      <div className={ui.footerBar}>
        <button
          type="button"
          className={ui.secondary}
          disabled={soldOut}
          onClick={() => add()}
          data-testid="add-to-cart"
        >
          {t("storefront.addToCart")}
        </button>
        <button
          type="button"
          className={ui.primary}
          disabled={soldOut}
          onClick={() => add(storefrontPaths.cart.href(slug))}
          data-testid="buy-now"
        >
          {t("storefront.buyNow")}
        </button>
      </div>
    </>
  );
}
