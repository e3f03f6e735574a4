import {
  ADDRESS_LINE_MAX_LENGTH,
  BUYER_NAME_MAX_LENGTH,
  ORDER_NOTE_MAX_LENGTH,
  TYPED_NUMBER_MAX_LENGTH,
} from "@seller/contract/buyer-input-limits";
import type { Satang } from "@seller/contract/money";
import { placedOrderSchema } from "@seller/contract/storefront-answers";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import type { ThaiPlace } from "../../components/thai-address-data";
import { ThaiAddressPicker } from "../../components/thai-address-picker";
import { HttpError } from "../../lib/http";
import { useSubmitKey } from "../../lib/idempotency";
import { formatMoney } from "../../lib/money";
import { serverAnswered, storefrontCall } from "../api";
import {
  DETAIL_FIELDS,
  type DetailField,
  detailErrors,
  fieldOfPath,
  forgetDetails,
  rememberDetails,
  rememberedDetails,
} from "../buyer-details";
import { type CartLine, clearCart } from "../cart";
import { storefrontPaths } from "../paths";
import { Section, ui } from "../ui";
import styles from "./pages.module.css";

type Field = DetailField | "note";
/** Each field's element id: the first one wrong is scrolled to and focused. */
const FIELD_IDS: Record<Field, string> = {
  name: "checkout-name",
  phone: "checkout-phone",
  line: "checkout-address-line",
  place: "checkout-place",
  note: "checkout-note",
};

/** Brings the field into view above the sticky order button and puts the cursor in it. */
function focusField(field: Field) {
  const box = document.getElementById(FIELD_IDS[field]);
  const target =
    field === "place"
      ? (box?.querySelector<HTMLElement>("input, select") ?? box)
      : (box as HTMLElement | null);
  target?.scrollIntoView({ block: "center" });
  target?.focus({ preventScroll: true });
}

/** Who and where to deliver to, then the order: every mistake is shown beside its field. */
export function Checkout({ slug, lines, total }: { slug: string; lines: CartLine[]; total: Satang }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  // The details of the last order on this device, for the next one (DECISIONS "Store and storefront").
  const [saved, setSaved] = useState(() => rememberedDetails());
  const [name, setName] = useState(saved?.name ?? "");
  const [phone, setPhone] = useState(saved?.phone ?? "");
  const [line, setLine] = useState(saved?.line ?? "");
  const [place, setPlace] = useState<ThaiPlace | null>(saved?.place ?? null);
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // One key per checkout: a retry after a lost answer replays the order instead of placing a second.
  const checkoutKey = useSubmitKey();
  const placeOrder = useMutation({
    mutationFn: () =>
      storefrontCall(`/storefront/${slug}/orders`, placedOrderSchema, {
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
      rememberDetails({ name: name.trim(), phone, line: line.trim(), place });
      clearCart(slug);
      navigate(storefrontPaths.order.href(placed.code));
    },
    onError: (error) => {
      // A refusal the server ties to fields goes beside them, like the checks made here.
      if (!(error instanceof HttpError)) return;
      const fromServer: Partial<Record<Field, string>> = {};
      for (const issue of error.details) {
        const field = fieldOfPath(issue.path);
        if (field && !fromServer[field]) fromServer[field] = issue.message;
      }
      const first = [...DETAIL_FIELDS, "note" as const].find((field) => fromServer[field]);
      if (!first) return;
      setErrors(fromServer);
      focusField(first);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = detailErrors({ name, phone, line, place });
    const messages = Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)]));
    setErrors(messages);
    const first = DETAIL_FIELDS.find((field) => found[field]);
    if (first) return focusField(first);
    placeOrder.mutate();
  };
  const clearSaved = () => {
    forgetDetails();
    setSaved(null);
    setName("");
    setPhone("");
    setLine("");
    setPlace(null);
  };
  const fieldProps = (field: Field) => ({
    id: FIELD_IDS[field],
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${FIELD_IDS[field]}-error` : undefined,
  });
  const message = (field: Field) =>
    errors[field] ? (
      <span
        id={`${FIELD_IDS[field]}-error`}
        className={ui.fieldError}
        data-testid={`${FIELD_IDS[field]}-error`}
      >
        {errors[field]}
      </span>
    ) : null;
  // Fixing a field takes its message away.
  const edited = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));
  const serverMessage =
    placeOrder.isError &&
    !(placeOrder.error instanceof HttpError && placeOrder.error.details.some((i) => fieldOfPath(i.path)));
  // The buyer taps the order button at the foot of the screen; a refusal of the whole order (the
  // unpaid orders' limit, a closed store) is written above it, out of sight on a phone: bring it in.
  // Each refusal, a second one too, is brought in.
  const serverMessageBox = useRef<HTMLParagraphElement>(null);
  const refusal = serverMessage ? placeOrder.error : null;
  useEffect(() => {
    if (refusal) serverMessageBox.current?.scrollIntoView({ block: "center" });
  }, [refusal]);

  return (
    <form onSubmit={submit} noValidate data-testid="checkout">
      <Section title={t("storefront.checkout.title")}>
        {saved ? (
          <p className={styles.hint} data-testid="checkout-remembered">
            {t("storefront.remembered.filled")}{" "}
            <button type="button" className={ui.textLink} onClick={clearSaved} data-testid="checkout-forget">
              {t("storefront.remembered.clear")}
            </button>
          </p>
        ) : null}
        <label className={ui.field}>
          <span className={ui.label}>{t("storefront.checkout.name")}</span>
          <input
            className={ui.input}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              edited("name");
            }}
            autoComplete="name"
            maxLength={BUYER_NAME_MAX_LENGTH}
            data-testid="checkout-name"
            {...fieldProps("name")}
          />
          {message("name")}
        </label>
        <label className={ui.field}>
          <span className={ui.label}>{t("storefront.checkout.phone")}</span>
          <input
            className={ui.input}
            value={phone}
            onChange={(event) => {
              setPhone(event.target.value);
              edited("phone");
            }}
            inputMode="tel"
            autoComplete="tel"
            placeholder="08x-xxx-xxxx"
            maxLength={TYPED_NUMBER_MAX_LENGTH}
            data-testid="checkout-phone"
            {...fieldProps("phone")}
          />
          {message("phone")}
        </label>
        <label className={ui.field}>
          <span className={ui.label}>{t("storefront.checkout.addressLine")}</span>
          <input
            className={ui.input}
            value={line}
            onChange={(event) => {
              setLine(event.target.value);
              edited("line");
            }}
            autoComplete="address-line1"
            placeholder={t("storefront.checkout.addressLinePlaceholder")}
            maxLength={ADDRESS_LINE_MAX_LENGTH}
            data-testid="checkout-address-line"
            {...fieldProps("line")}
          />
          {message("line")}
        </label>
        <div id={FIELD_IDS.place} data-invalid={errors.place ? true : undefined}>
          <ThaiAddressPicker
            value={place}
            onChange={(chosen) => {
              setPlace(chosen);
              edited("place");
            }}
            error={errors.place}
          />
        </div>
        <label className={ui.field} style={{ marginTop: 12 }}>
          <span className={ui.label}>{t("storefront.checkout.note")}</span>
          <textarea
            className={ui.input}
            rows={2}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              edited("note");
            }}
            maxLength={ORDER_NOTE_MAX_LENGTH}
            data-testid="checkout-note"
            {...fieldProps("note")}
          />
          {message("note")}
        </label>
        <p className={styles.hint}>{t("storefront.checkout.payHint")}</p>
        {serverMessage ? (
          <p ref={serverMessageBox} className={ui.error} role="alert" data-testid="checkout-error">
            {placeOrder.error?.message}
          </p>
        ) : null}
      </Section>
      <div className={ui.footerBar}>
        <button
          type="submit"
          className={ui.primary}
          disabled={placeOrder.isPending}
          data-testid="place-order"
        >
          {t("storefront.checkout.place", { total: formatMoney(total) })}
        </button>
      </div>
    </form>
  );
}
