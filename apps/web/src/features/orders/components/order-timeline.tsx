import { isCancelReasonCode } from "@seller/contract/orders";
import type { SellerOrder } from "@seller/contract/seller-orders";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import styles from "./orders.module.css";

type Step = { key: string; at: string; text: string };

/** The order's moves in time (spec section 4), from the times the server stored. */
export function OrderTimeline({ order }: { order: SellerOrder }) {
  const { t, i18n } = useTranslation();
  const steps: Step[] = [{ key: "placed", at: order.created_at, text: t("orderScreens.timeline.placed") }];
  if (order.paid_at) steps.push({ key: "paid", at: order.paid_at, text: t("orderScreens.timeline.paid") });
  if (order.shipped_at) {
    steps.push({
      key: "shipped",
      at: order.shipped_at,
      text: order.awaiting_tracking
        ? t("orderScreens.timeline.shippedAwaiting")
        : t("orderScreens.timeline.shipped", {
            courier: order.courier_name ?? "",
            tracking: order.tracking_number ?? "",
          }),
    });
  }
  if (order.completed_at) {
    const by = order.completed_by ?? "buyer";
    steps.push({
      key: "completed",
      at: order.completed_at,
      text: t(`orderScreens.timeline.completed.${by}`, {
        defaultValue: t("orderScreens.timeline.completed.buyer"),
      }),
    });
  }
  if (order.cancelled_at) {
    steps.push({
      key: "cancelled",
      at: order.cancelled_at,
      text: t("orderScreens.timeline.cancelled", {
        // A stored code (the time to pay ran out, ...) in the seller's language; a typed reason as typed.
        reason:
          order.cancel_reason && isCancelReasonCode(order.cancel_reason)
            ? t(`orders.cancelReason.${order.cancel_reason}`)
            : (order.cancel_reason ?? ""),
      }),
    });
  }
  if (order.refunded_at)
    steps.push({ key: "refunded", at: order.refunded_at, text: t("orderScreens.timeline.refunded") });
  steps.sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol className={styles.timeline} data-testid="order-timeline">
      {steps.map((step) => (
        <li key={step.key} data-step={step.key}>
          <div>{step.text}</div>
          <div className={styles.muted}>{formatDateTime(step.at, i18n.language)}</div>
        </li>
      ))}
    </ol>
  );
}
