import { TYPED_NUMBER_MAX_LENGTH } from "@seller/contract/buyer-input-limits";
import { type BuyerOrder, buyerOrderSchema } from "@seller/contract/order-answers";
import { promptPayIdOf } from "@seller/contract/promptpay-id";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatPhone } from "../../components/storefront/format-phone";
import { formatDateTime } from "../../lib/format";
import { formatMoney } from "../../lib/money";
import { storefrontCall } from "../api";
import { currentLanguage } from "../i18n";
import { orderQueryOptions } from "../order-query";
import { Section, ui } from "../ui";
import styles from "./pages.module.css";

type Refund = NonNullable<BuyerOrder["refund"]>;

/** The reason as the buyer reads it: the system's code in their language, the seller's words as written. */
function reasonKey(refund: Refund) {
  if (refund.reason === "not_shipped_in_time") return "refunds.buyer.notShippedInTime" as const;
  if (refund.reason === "seller_refunded") return "refunds.buyer.sellerRefunded" as const;
  return null;
}

/**
 * A refunded order's refund (DECISIONS "Payments"): "on its way" until the money reached the buyer,
 * then "refunded"; the PromptPay id it goes to (the order's phone unless the buyer gives another),
 * which the buyer may change until it is paid.
 */
export function RefundBox({ order }: { order: BuyerOrder & { refund: Refund } }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { refund } = order;
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: (promptpay_id: string) =>
      storefrontCall(`/storefront/orders/${order.code}/refund-promptpay`, buyerOrderSchema, {
        method: "PUT",
        body: { promptpay_id },
      }),
    onSuccess: (updated) => {
      client.setQueryData(orderQueryOptions(order.code).queryKey, updated);
      setEditing(false);
    },
    onError: (failure) => setError(failure.message),
  });
  const submit = () => {
    const id = promptPayIdOf(value);
    if (!id) return setError(t("refunds.validation.promptPayInvalid"));
    setError(undefined);
    save.mutate(id);
  };
  const amount = formatMoney(refund.amount);
  const systemReason = reasonKey(refund);
  const reasonText = systemReason ? t(systemReason) : refund.reason;
  return (
    <Section title={t("refunds.buyer.title")} testId="refund-box">
      <p data-testid="refund-state" data-state={refund.state}>
        {refund.state === "paid" && refund.paid_at
          ? t("refunds.buyer.refundedExplain", { amount, date: formatDateTime(refund.paid_at, language) })
          : t("refunds.buyer.onItsWayExplain", { amount })}
      </p>
      <dl className={styles.kv}>
        <dt>{t("refunds.buyer.reason")}</dt>
        <dd data-testid="refund-reason">{reasonText}</dd>
        <dt>{t("refunds.buyer.promptPay")}</dt>
        <dd data-testid="refund-promptpay">
          {refund.promptpay_is_order_phone ? formatPhone(refund.promptpay_id) : refund.promptpay_id}
          {refund.promptpay_is_order_phone ? ` ${t("refunds.buyer.orderPhone")}` : ""}
        </dd>
      </dl>
      {refund.can_change_promptpay ? (
        editing ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <label className={ui.field}>
              <span className={ui.label}>{t("refunds.buyer.promptPayLabel")}</span>
              <input
                className={ui.input}
                inputMode="numeric"
                autoComplete="off"
                maxLength={TYPED_NUMBER_MAX_LENGTH}
                value={value}
                onChange={(event) => setValue(event.target.value)}
                data-testid="refund-promptpay-input"
              />
            </label>
            {error ? (
              <p className={ui.error} role="alert" data-testid="refund-promptpay-error">
                {error}
              </p>
            ) : null}
            <div className={styles.actions}>
              <button
                type="submit"
                className={ui.primary}
                disabled={save.isPending}
                data-testid="refund-promptpay-save"
              >
                {t("refunds.buyer.save")}
              </button>
              <button type="button" className={ui.secondary} onClick={() => setEditing(false)}>
                {t("refunds.buyer.cancel")}
              </button>
            </div>
          </form>
        ) : (
          <button
            type="button"
            className={`${ui.secondary} ${ui.block}`}
            onClick={() => {
              setValue("");
              setError(undefined);
              setEditing(true);
            }}
            data-testid="refund-promptpay-change"
          >
            {t("refunds.buyer.change")}
          </button>
        )
      ) : null}
    </Section>
  );
}
