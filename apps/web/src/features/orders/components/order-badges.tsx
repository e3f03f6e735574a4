import type { SellerOrder } from "@seller/contract/seller-orders";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { countdown } from "../rules/countdown";
import styles from "./orders.module.css";

const TICK_MS = 30_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Time left to pay (spec section 4): expiring soon under 2 h, expired past the expiry time. */
export function ExpiryBadge({ order }: { order: SellerOrder }) {
  const { t } = useTranslation();
  const left = countdown(order.expires_at, useNow(), order.is_expired);
  if (left.state === "expired") {
    return (
      <span
        className={`${styles.badge} ${styles.badgeDanger}`}
        data-testid="expiry-badge"
        data-state="expired"
      >
        {t("orderScreens.expiry.expired")}
      </span>
    );
  }
  const time = t(`orderScreens.expiry.${left.unit}`, { count: left.value, rest: left.rest });
  return (
    <span
      className={`${styles.badge} ${left.state === "expiring" ? styles.badgeWarn : ""}`}
      data-testid="expiry-badge"
      data-state={left.state}
    >
      {left.state === "expiring"
        ? t("orderScreens.expiry.soon", { time })
        : t("orderScreens.expiry.left", { time })}
    </span>
  );
}

const LABEL_CLASS = { in_transit: "", delayed: styles.badgeDanger, awaiting_tracking: styles.badgeWarn };

/** Pending receipt: in transit, delayed or awaiting tracking, as the server labels it (DECISIONS "Orders"). */
export function ShippingLabelBadge({ order }: { order: SellerOrder }) {
  const { t } = useTranslation();
  if (!order.shipping_label) return null;
  return (
    <span
      className={`${styles.badge} ${LABEL_CLASS[order.shipping_label]}`}
      data-testid="shipping-label"
      data-label={order.shipping_label}
    >
      {t(`orders.shippingLabel.${order.shipping_label}`)}
    </span>
  );
}

const STATUS_CLASS: Record<SellerOrder["status"], string> = {
  pending_payment: styles.badgeWarn ?? "",
  pending_shipment: "",
  pending_delivery: "",
  completed: styles.badgeOk ?? "",
  cancelled: styles.badgeDanger ?? "",
  refunded: styles.badgeDanger ?? "",
};

export function StatusBadge({ status }: { status: SellerOrder["status"] }) {
  const { t } = useTranslation();
  return (
    <span
      className={`${styles.badge} ${STATUS_CLASS[status]}`}
      data-testid="order-status"
      data-status={status}
    >
      {t(`orders.status.${status}`)}
    </span>
  );
}
