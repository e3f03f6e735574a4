import type { StorefrontPage } from "@seller/contract/storefront";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { formatPrice, sumBaht } from "../../components/storefront/money";
import { nameIn } from "../../components/storefront/product-texts";
import { ProductPicture } from "../../components/storefront/store-product-card";
import type { ThaiPlace } from "../../components/thai-address-data";
import { ThaiAddressPicker } from "../../components/thai-address-picker";
import { useSubmitKey } from "../../lib/idempotency";
import { serverAnswered, storefrontCall } from "../api";
import { type CartLine, clearCart, removeLine, setQuantity, useCart } from "../cart";
import { currentLanguage } from "../i18n";
import { Message, Section, TopBar, ui } from "../ui";
import styles from "./pages.module.css";
import { Stepper } from "./stepper";

type Placed = { code: string; order_number: string };

/** /s/{slug}/cart: every item with its price, the total, then who and where to deliver to. */
export function CartPage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const lines = useCart(slug);
  const language = currentLanguage();
  // The store's colour and whether it takes orders.
  const store = useQuery({
    queryKey: ["storefront", slug, "face"],
    queryFn: ({ signal }) => storefrontCall<StorefrontPage>(`/storefront/${slug}?per_page=1`, { signal }),
  });
  const theme = store.data?.store.theme_color;
  const total = sumBaht(lines);
  return (
    <div style={theme ? ({ "--store-theme": theme } as React.CSSProperties) : undefined}>
      <TopBar slug={slug} back={`/s/${slug}`} title={t("storefront.cart.title")} />
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
              />
            ))}
            <div className={styles.total}>
              <span>{t("storefront.cart.total")}</span>
              <strong data-testid="cart-total">{formatPrice(total, language)}</strong>
            </div>
          </Section>
          {store.data && !store.data.store.is_open ? (
            <Section>
              <p className={ui.error}>{t("storefront.closed")}</p>
            </Section>
          ) : (
            <Checkout slug={slug} lines={lines} total={total} />
          )}
        </>
      )}
    </div>
  );
}

function CartRow({ slug, line, index }: { slug: string; line: CartLine; index: number }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const choice = [line.color, line.size].filter(Boolean).join(" · ");
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
            {formatPrice(line.price, language)} × {line.quantity} ={" "}
            <strong>{formatPrice(sumBaht([line]), language)}</strong>
          </span>
        </div>
        <div className={styles.lineRow}>
          <Stepper
            value={line.quantity}
            stock={line.stock}
            onChange={(quantity) => setQuantity(slug, index, quantity)}
          />
          <button type="button" className={styles.remove} onClick={() => removeLine(slug, index)}>
            {t("storefront.cart.remove")}
          </button>
        </div>
      </div>
    </div>
  );
}

function Checkout({ slug, lines, total }: { slug: string; lines: CartLine[]; total: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const language = currentLanguage();
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const [line, setLine] = useState("");
  const [place, setPlace] = useState<ThaiPlace | null>(null);
  const [note, setNote] = useState("");
  const [missing, setMissing] = useState<string>();
  // One key per checkout: a retry after a lost answer replays the order instead of placing a second.
  const checkoutKey = useSubmitKey();
  const place_order = useMutation({
    mutationFn: () =>
      storefrontCall<Placed>(`/storefront/${slug}/orders`, {
        method: "POST",
        idempotencyKey: checkoutKey.take(),
        body: {
          buyer_name: name,
          buyer_phone: phone,
          address: { line, ...place },
          note,
          items: lines.map(({ product_id, quantity, color, size }) => ({
            product_id,
            quantity,
            color,
            size,
          })),
        },
      }),
    onSettled: (_placed, error) => checkoutKey.settle(serverAnswered(error)),
    onSuccess: (placed) => {
      clearCart(slug);
      navigate(`/o/${placed.code}`);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !phone.trim() || !line.trim() || !place)
      return setMissing(t("storefront.checkout.missing"));
    setMissing(undefined);
    place_order.mutate();
  };

  return (
    <form onSubmit={submit} noValidate data-testid="checkout">
      <Section title={t("storefront.checkout.title")}>
        <label className={ui.field}>
          <span className={ui.label}>{t("storefront.checkout.name")}</span>
          <input
            className={ui.input}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="name"
            maxLength={60}
            data-testid="checkout-name"
          />
        </label>
        <label className={ui.field}>
          <span className={ui.label}>{t("storefront.checkout.phone")}</span>
          <input
            className={ui.input}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            inputMode="tel"
            autoComplete="tel"
            placeholder="08x-xxx-xxxx"
            maxLength={20}
            data-testid="checkout-phone"
          />
        </label>
        <label className={ui.field}>
          <span className={ui.label}>{t("storefront.checkout.addressLine")}</span>
          <input
            className={ui.input}
            value={line}
            onChange={(event) => setLine(event.target.value)}
            autoComplete="address-line1"
            placeholder={t("storefront.checkout.addressLinePlaceholder")}
            maxLength={200}
            data-testid="checkout-address-line"
          />
        </label>
        <ThaiAddressPicker value={place} onChange={setPlace} />
        <label className={ui.field} style={{ marginTop: 12 }}>
          <span className={ui.label}>{t("storefront.checkout.note")}</span>
          <textarea
            className={ui.input}
            rows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={300}
            data-testid="checkout-note"
          />
        </label>
        <p className={styles.hint}>{t("storefront.checkout.payHint")}</p>
        {missing ? <p className={ui.error}>{missing}</p> : null}
        {place_order.isError ? (
          <p className={ui.error} data-testid="checkout-error">
            {place_order.error.message}
          </p>
        ) : null}
      </Section>
      <div className={ui.footerBar}>
        <button
          type="submit"
          className={ui.primary}
          disabled={place_order.isPending}
          data-testid="place-order"
        >
          {t("storefront.checkout.place", { total: formatPrice(total, language) })}
        </button>
      </div>
    </form>
  );
}
