import { storefrontPageSchema } from "@seller/contract/storefront-answers";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ProductPicture } from "../../components/storefront/product-picture";
import { colorNameIn, nameIn } from "../../components/storefront/product-texts";
import { formatMoney, linesTotal } from "../../lib/money";
import { storefrontCall } from "../api";
import { type CartLine, removeLine, setQuantity, unitsInCart, useCart } from "../cart";
import { closedKey } from "../closed";
import { currentLanguage } from "../i18n";
import { storefrontPaths } from "../paths";
import { Message, Section, TopBar, ui } from "../ui";
import { Checkout } from "./checkout";
import styles from "./pages.module.css";
import { OrderLimitNote, Stepper, UNLIMITED } from "./stepper";

/** /s/{slug}/cart: every item with its price, the total, then who and where to deliver to. */
export function CartPage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const lines = useCart(slug);
  // The store's colour and whether it takes orders.
  const store = useQuery({
    queryKey: ["storefront", slug, "face"],
    queryFn: ({ signal }) =>
      storefrontCall(`/storefront/${slug}?per_page=1`, storefrontPageSchema, { signal }),
  });
  const theme = store.data?.store.theme_color;
  const total = linesTotal(lines);
  return (
    <div style={theme ? ({ "--store-theme": theme } as React.CSSProperties) : undefined}>
      <TopBar
        slug={slug}
        back={storefrontPaths.store.href(slug)}
        title={t("storefront.cart.title")}
        heading
      />
      {lines.length === 0 ? (
        <Message>{t("storefront.cart.empty")}</Message>
      ) : (
        <>
          <Section title={t("storefront.cart.items")} testId="cart-lines">
            {lines.map((line, index) => (
              <CartRow
                key={`${line.product_id}-${line.color}-${line.size}`}
                slug={slug}
                line={line}
                index={index}
                unitsMax={store.data?.store.order_units_max}
                othersOfProduct={unitsInCart(lines, line.product_id, index)}
              />
            ))}
            <div className={styles.total}>
              <span>{t("storefront.cart.total")}</span>
              <strong data-testid="cart-total">{formatMoney(total)}</strong>
            </div>
          </Section>
          {store.data && !store.data.store.is_open ? (
            <Section>
              <p className={ui.error} data-testid="cart-closed">
                {t(closedKey(store.data.store))}
              </p>
            </Section>
          ) : (
            <Checkout slug={slug} lines={lines} total={total} />
          )}
        </>
      )}
    </div>
  );
}

function CartRow({
  slug,
  line,
  index,
  unitsMax,
  othersOfProduct,
}: {
  slug: string;
  line: CartLine;
  index: number;
  /** The per-order limit of one product (DECISIONS "Store and storefront"), once the store answered. */
  unitsMax: number | undefined;
  /** Units of the same product in the cart's other lines (other colours or sizes). */
  othersOfProduct: number;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const cap = unitsMax === undefined ? undefined : Math.max(1, unitsMax - othersOfProduct);
  // Said when the limit, not the stock, is what stops "+" (or a cart kept from before is over it).
  const limitReached =
    cap !== undefined && line.quantity >= cap && (line.stock >= UNLIMITED || line.stock > cap);
  const colour = line.color_names ? colorNameIn(line.color_names, language) : line.color;
  const choice = [colour, line.size].filter(Boolean).join(" · ");
  return (
    <div className={styles.line} data-testid="cart-line">
      <span className={styles.lineImage}>
        <ProductPicture src={line.image} alt="" />
      </span>
      <div className={styles.lineBody}>
        <span className={styles.lineName}>{nameIn(line, language)}</span>
        {choice ? <span className={styles.muted}>{choice}</span> : null}
        <div className={styles.lineRow}>
          <span>
            {formatMoney(line.price)} × {line.quantity} = <strong>{formatMoney(linesTotal([line]))}</strong>
          </span>
        </div>
        <div className={styles.lineRow}>
          <Stepper
            value={line.quantity}
            stock={line.stock}
            {...(cap === undefined ? {} : { cap })}
            onChange={(quantity) => setQuantity(slug, index, quantity)}
          />
          <button type="button" className={styles.remove} onClick={() => removeLine(slug, index)}>
            {t("storefront.cart.remove")}
          </button>
        </div>
        {unitsMax === undefined ? null : <OrderLimitNote shown={limitReached} max={unitsMax} />}
      </div>
    </div>
  );
}
