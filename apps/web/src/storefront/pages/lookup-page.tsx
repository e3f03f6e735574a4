import { TYPED_NUMBER_MAX_LENGTH, TYPED_ORDER_NUMBER_MAX_LENGTH } from "@seller/contract/buyer-input-limits";
import { orderLookupResultSchema, storefrontPageSchema } from "@seller/contract/storefront-answers";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, type InputHTMLAttributes, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { storefrontCall } from "../api";
import { storefrontPaths } from "../paths";
import { Section, TopBar, ui } from "../ui";
import styles from "./pages.module.css";

/** One of the lookup's two boxes; its id is also its test id, and names the message it shows when left empty. */
function LookupField({
  id,
  label,
  missingText,
  missing,
  ...input
}: {
  id: string;
  label: string;
  missingText: string;
  missing: boolean;
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={ui.field}>
      <span className={ui.label}>{label}</span>
      <input
        id={id}
        className={ui.input}
        {...input}
        aria-invalid={missing}
        aria-describedby={missing ? `${id}-error` : undefined}
        data-testid={id}
      />
      {missing ? (
        <span id={`${id}-error`} className={ui.fieldError}>
          {missingText}
        </span>
      ) : null}
    </label>
  );
}

/**
 * /s/{slug}/orders: a buyer who lost their order's link finds it with the
 * order number and the phone they ordered with (DECISIONS "Store and
 * storefront"). The server answers a wrong pair and an unknown number alike.
 */
export function LookupPage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [number, setNumber] = useState("");
  const [phone, setPhone] = useState("");
  const [missing, setMissing] = useState<string>();
  const store = useQuery({
    queryKey: ["storefront", slug, "face"],
    queryFn: ({ signal }) =>
      storefrontCall(`/storefront/${slug}?per_page=1`, storefrontPageSchema, { signal }),
  });
  const lookup = useMutation({
    mutationFn: () =>
      storefrontCall(`/storefront/${slug}/order-lookup`, orderLookupResultSchema, {
        method: "POST",
        body: { order_number: number, phone },
      }),
    onSuccess: (found) => {
      if (found.code) navigate(storefrontPaths.order.href(found.code));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = !number.trim() ? "lookup-number" : !phone.trim() ? "lookup-phone" : undefined;
    if (empty) {
      setMissing(empty);
      document.getElementById(empty)?.focus();
      return;
    }
    setMissing(undefined);
    lookup.mutate();
  };
  const theme = store.data?.store.theme_color;
  const notFound = lookup.data && !lookup.data.code;
  return (
    <div style={theme ? ({ "--store-theme": theme } as React.CSSProperties) : undefined}>
      <TopBar
        slug={slug}
        back={storefrontPaths.store.href(slug)}
        title={store.data?.store.store_name}
        heading
      />
      <form onSubmit={submit} noValidate data-testid="order-lookup">
        <Section title={t("storefront.lookup.title")}>
          <p className={styles.hint} style={{ margin: "0 0 12px" }}>
            {t("storefront.lookup.intro")}
          </p>
          <LookupField
            id="lookup-number"
            label={t("storefront.lookup.number")}
            missingText={t("storefront.lookup.numberRequired")}
            missing={missing === "lookup-number"}
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            autoCapitalize="characters"
            autoComplete="off"
            placeholder="SO000000000000"
            maxLength={TYPED_ORDER_NUMBER_MAX_LENGTH}
          />
          <LookupField
            id="lookup-phone"
            label={t("storefront.lookup.phone")}
            missingText={t("address.phoneRequired")}
            missing={missing === "lookup-phone"}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            inputMode="tel"
            autoComplete="tel"
            placeholder="08x-xxx-xxxx"
            maxLength={TYPED_NUMBER_MAX_LENGTH}
          />
          <div role="alert">
            {notFound ? (
              <p className={ui.error} data-testid="lookup-not-found">
                {t("storefront.lookup.notFound")}
              </p>
            ) : lookup.isError ? (
              <p className={ui.error} data-testid="lookup-error">
                {lookup.error.message}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            className={`${ui.primary} ${ui.block}`}
            disabled={lookup.isPending}
            data-testid="lookup-submit"
            style={{ marginTop: 12 }}
          >
            {t("storefront.lookup.submit")}
          </button>
        </Section>
      </form>
    </div>
  );
}
