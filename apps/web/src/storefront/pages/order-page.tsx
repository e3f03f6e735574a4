import { type BuyerOrder, buyerOrderSchema, type OrderStatus } from "@seller/contract/order-answers";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatPhone } from "../../components/storefront/format-phone";
import { ProductPicture } from "../../components/storefront/product-picture";
import { nameIn } from "../../components/storefront/product-texts";
import { itemColor } from "../../features/orders/rules/item-name";
import { formatDateTime } from "../../lib/format";
import { createSubmitKey, type SubmitKey } from "../../lib/idempotency";
import { formatMoney } from "../../lib/money";
import { serverAnswered, storefrontCall } from "../api";
import { currentLanguage } from "../i18n";
import { followOptions } from "../order-follow";
import { orderQueryOptions } from "../order-query";
import { storefrontPaths } from "../paths";
import { Message, Section, TopBar, ui } from "../ui";
import { OrderShare } from "./order-share";
import styles from "./pages.module.css";
import { PaymentBox } from "./payment-box";

/** Only a refunded order shows its refund, only a completed one the review form: others load neither. */
const RefundBox = lazy(() => import("./refund-box").then((m) => ({ default: m.RefundBox })));
const ReviewForm = lazy(() => import("./review-form").then((m) => ({ default: m.ReviewForm })));

/** A refund on its way is followed too, slower: an operator pays it within the day. */
const REFUND_FOLLOW_MS = 30_000;
const STEPS: OrderStatus[] = ["pending_payment", "pending_shipment", "pending_delivery", "completed"];

/** /o/{code}: the buyer's order page (DECISIONS "Store and storefront"). */
export function OrderPage({ code }: { code: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const orderQuery = orderQueryOptions(code);
  const key = orderQuery.queryKey;
  // Followed while in progress, paused in a hidden tab (order-follow.ts); a refunded order while its
  // refund is on its way, until the page reads "refunded".
  const order = useQuery({
    ...orderQuery,
    ...followOptions,
    refetchInterval: (query) =>
      query.state.data?.refund?.state === "to_pay" ? REFUND_FOLLOW_MS : followOptions.refetchInterval(query),
  });
  // Each act (cancel, confirm receipt, review) keeps its key until the server answers it.
  const [actKeys] = useState(() => new Map<string, SubmitKey>());
  const actKey = (path: string): SubmitKey => {
    const known = actKeys.get(path);
    if (known) return known;
    const fresh = createSubmitKey();
    actKeys.set(path, fresh);
    return fresh;
  };
  const act = useMutation({
    mutationFn: (call: { path: string; body?: unknown }) =>
      storefrontCall(`/storefront/orders/${code}/${call.path}`, buyerOrderSchema, {
        method: "POST",
        body: call.body,
        idempotencyKey: actKey(call.path).take(),
      }),
    onSettled: (_updated, error, call) => actKey(call.path).settle(serverAnswered(error)),
    onSuccess: (updated) => client.setQueryData(key, updated),
  });
  if (!order.data) {
    return (
      <>
        <TopBar title={t("storefront.order.title")} />
        {order.isError ? <Message>{order.error.message}</Message> : <Message busy />}
      </>
    );
  }
  const data = order.data;
  return (
    <div
      style={{ "--store-theme": data.store.theme_color } as React.CSSProperties}
      data-testid="order-page"
      data-status={data.status}
    >
      <TopBar
        slug={data.store.slug}
        back={storefrontPaths.store.href(data.store.slug)}
        title={data.store.store_name}
      />
      <StatusHeader order={data} />
      {act.isError ? (
        <Section>
          <p className={ui.error} data-testid="order-error">
            {act.error.message}
          </p>
        </Section>
      ) : null}
      {data.status === "pending_payment" ? (
        <Section>
          <PaymentBox
            order={data}
            refreshing={act.isPending}
            onFreshQr={() => act.mutate({ path: "qr" })}
            simulating={act.isPending}
            onSimulate={(outcome) => act.mutate({ path: "sandbox-pay", body: { outcome } })}
            reporting={act.isPending}
            onReportPaid={(slip) => act.mutate({ path: "payment-reported", body: slipForm(slip) })}
          />
        </Section>
      ) : null}
      {data.refund ? (
        <Suspense fallback={null}>
          <RefundBox order={{ ...data, refund: data.refund }} />
        </Suspense>
      ) : null}
      <Actions order={data} busy={act.isPending} onAct={(path, body) => act.mutate({ path, body })} />
      <OrderShare
        code={code}
        orderNumber={data.order_number}
        storeName={data.store.store_name}
        slug={data.store.slug}
      />
      <OrderSummary order={data} />
    </div>
  );
}

/** "I have paid" with the transfer slip, when the buyer chose one, as a form of one `file`. */
function slipForm(slip: File | undefined): FormData | undefined {
  if (!slip) return undefined;
  const form = new FormData();
  form.append("file", slip, slip.name);
  return form;
}

function StatusHeader({ order }: { order: BuyerOrder }) {
  const { t } = useTranslation();
  const reached = STEPS.indexOf(order.status);
  return (
    <div className={styles.status}>
      <h1 data-testid="order-status">
        {order.refund?.state === "to_pay" ? t("refunds.buyer.onItsWay") : t(`orders.status.${order.status}`)}
      </h1>
      {order.refund ? null : <p>{t(`storefront.order.explain.${order.status}`)}</p>}
      {order.cancel_reason && order.status === "cancelled" ? (
        <p data-testid="order-cancel-reason">
          {t(`storefront.order.cancelReasons.${order.cancel_reason}`, { defaultValue: order.cancel_reason })}
        </p>
      ) : null}
      {reached >= 0 ? (
        <ol className={styles.steps} aria-hidden="true">
          {STEPS.map((step, index) => (
            <li key={step} data-done={index <= reached} />
          ))}
        </ol>
      ) : null}
    </div>
  );
}

function Actions({
  order,
  busy,
  onAct,
}: {
  order: BuyerOrder;
  busy: boolean;
  onAct: (path: string, body?: unknown) => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<"cancel" | "receipt">();
  if (!order.can_cancel && !order.can_confirm_receipt && !order.can_review) return null;
  return (
    <Section>
      {order.can_confirm_receipt ? (
        confirming === "receipt" ? (
          <div className={styles.actions}>
            <p className={styles.hint}>{t("storefront.order.confirmReceiptAsk")}</p>
            <button
              type="button"
              className={ui.primary}
              disabled={busy}
              onClick={() => onAct("confirm-receipt")}
              data-testid="confirm-receipt-yes"
            >
              {t("storefront.order.confirmReceiptYes")}
            </button>
            <button type="button" className={ui.secondary} onClick={() => setConfirming(undefined)}>
              {t("storefront.order.notYet")}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className={`${ui.primary} ${ui.block}`}
            onClick={() => setConfirming("receipt")}
            data-testid="confirm-receipt"
          >
            {t("storefront.order.confirmReceipt")}
          </button>
        )
      ) : null}
      {order.can_cancel ? (
        confirming === "cancel" ? (
          <div className={styles.actions}>
            <p className={styles.hint}>{t("storefront.order.cancelAsk")}</p>
            <button
              type="button"
              className={ui.danger}
              disabled={busy}
              onClick={() => onAct("cancel")}
              data-testid="cancel-order-yes"
            >
              {t("storefront.order.cancelYes")}
            </button>
            <button type="button" className={ui.secondary} onClick={() => setConfirming(undefined)}>
              {t("storefront.order.keep")}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className={`${ui.danger} ${ui.block}`}
            onClick={() => setConfirming("cancel")}
            data-testid="cancel-order"
          >
            {t("storefront.order.cancel")}
          </button>
        )
      ) : null}
      {order.can_review ? (
        <Suspense fallback={null}>
          <ReviewForm busy={busy} onSubmit={(body) => onAct("review", body)} />
        </Suspense>
      ) : null}
    </Section>
  );
}

function OrderSummary({ order }: { order: BuyerOrder }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const address = order.address;
  return (
    <>
      <Section title={t("storefront.order.items")} testId="order-items">
        {order.items.map((item) => (
          <div
            key={`${item.product_id}-${item.color ?? ""}-${item.size ?? ""}`}
            className={styles.line}
            data-testid="order-line"
          >
            <span className={styles.lineImage}>
              <ProductPicture src={item.image} alt="" />
            </span>
            <div className={styles.lineBody}>
              <span className={styles.lineName}>
                {nameIn(
                  { name: item.product_name, name_zh: item.product_name_zh, name_en: item.product_name_en },
                  language,
                )}
              </span>
              {item.color || item.size ? (
                <span className={styles.muted}>
                  {[itemColor(item, language), item.size].filter(Boolean).join(" · ")}
                </span>
              ) : null}
              <span>
                {formatMoney(item.unit_price)} × {item.quantity} ={" "}
                <strong>{formatMoney(item.subtotal)}</strong>
              </span>
            </div>
          </div>
        ))}
        <div className={styles.total}>
          <span>{t("storefront.cart.total")}</span>
          <strong data-testid="order-total">{formatMoney(order.total_amount)}</strong>
        </div>
      </Section>
      {order.review ? (
        <Section title={t("storefront.order.yourReview")} testId="order-review">
          <span className={styles.stars}>{"★".repeat(order.review.rating)}</span>
          {order.review.comment ? <p className={styles.description}>{order.review.comment}</p> : null}
        </Section>
      ) : null}
      <Section title={t("storefront.order.details")}>
        <dl className={styles.kv}>
          <dt>{t("storefront.order.number")}</dt>
          <dd data-testid="order-number">{order.order_number}</dd>
          <dt>{t("storefront.order.placedAt")}</dt>
          <dd>{formatDateTime(order.created_at, language)}</dd>
          {order.paid_at ? (
            <>
              <dt>{t("storefront.order.paidAt")}</dt>
              <dd>{formatDateTime(order.paid_at, language)}</dd>
            </>
          ) : null}
          {order.courier ? (
            <>
              <dt>{t("storefront.order.courier")}</dt>
              <dd data-testid="order-courier">
                {order.courier_name}
                {order.tracking_number ? ` · ${order.tracking_number}` : ""}
                {order.tracking_url ? (
                  <>
                    {" "}
                    <a
                      href={order.tracking_url}
                      target="_blank"
                      rel="noreferrer noopener"
                      data-testid="order-tracking"
                    >
                      {t("storefront.order.track")}
                    </a>
                  </>
                ) : null}
              </dd>
            </>
          ) : order.status === "pending_delivery" ? (
            <>
              <dt>{t("storefront.order.courier")}</dt>
              <dd>{t("storefront.order.awaitingTracking")}</dd>
            </>
          ) : null}
          <dt>{t("storefront.order.recipient")}</dt>
          <dd>
            {order.buyer_name} · {formatPhone(order.buyer_phone)}
          </dd>
          <dt>{t("storefront.order.address")}</dt>
          <dd>
            {address.line} {address.sub_district} {address.district} {address.province} {address.postal_code}
          </dd>
          {order.note ? (
            <>
              <dt>{t("storefront.order.note")}</dt>
              <dd>{order.note}</dd>
            </>
          ) : null}
          {order.store.contact_phone ? (
            <>
              <dt>{t("storefront.contactPhone")}</dt>
              <dd>
                <a href={`tel:${order.store.contact_phone}`}>{formatPhone(order.store.contact_phone)}</a>
              </dd>
            </>
          ) : null}
        </dl>
      </Section>
      <div style={{ height: 24 }} />
    </>
  );
}
