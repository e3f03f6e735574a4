import type { SellerOrder } from "@seller/contract/seller-orders";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Money } from "../../../components/money";
import { formatDateTime } from "../../../lib/format";
import { itemName } from "../rules/item-name";
import { OrderThumb } from "./order-thumb";
import styles from "./orders.module.css";

type Props = {
  order: SellerOrder;
  /** The time the list is about: placed, shipped or completed. */
  time: { label: string; iso: string | null };
  /** Beside the order number: the countdown, the shipping label, the status. */
  badge?: ReactNode;
  /** Pending shipment and receipt pick orders for a batch. */
  selection?: { checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean };
  /** Above the actions: the cancelled and refunded view's who, why and money. */
  note?: ReactNode;
  /** Off for an ended order: no cost was paid and no profit made, whatever the order stored. */
  figures?: boolean;
  children?: ReactNode;
};

/** One order on a list: buyer masked by the server, figures as stored (DECISIONS "Orders"). */
export function OrderCard({ order, time, badge, selection, note, figures = true, children }: Props) {
  const { t, i18n } = useTranslation();
  const first = order.items[0];
  const name = first ? itemName(first, i18n.language) : "";
  return (
    <li
      className={styles.card}
      data-testid="order-card"
      data-order-id={order.id}
      data-order-number={order.order_number}
    >
      <div className={styles.cardHead}>
        <span className={styles.item}>
          {selection ? (
            <input
              type="checkbox"
              className={styles.check}
              checked={selection.checked}
              disabled={selection.disabled}
              onChange={(event) => selection.onChange(event.target.checked)}
              aria-label={t("orderScreens.card.select", { number: order.order_number })}
              data-testid="order-select"
            />
          ) : null}
          <span className={styles.orderNumber} data-testid="order-card-number">
            {order.order_number}
          </span>
        </span>
        {badge}
      </div>
      {first ? (
        <div className={styles.item}>
          <OrderThumb src={first.image} alt={name} />
          <div className={styles.itemText}>
            <span className={styles.itemName}>{name}</span>
            <span className={styles.muted}>
              {order.items.length > 1
                ? t("orderScreens.card.itemCount", {
                    count: order.items.length,
                    quantity: order.total_quantity,
                  })
                : t("orderScreens.card.quantity", { count: first.quantity })}
            </span>
            {time.iso ? (
              <span className={styles.muted}>
                {time.label} {formatDateTime(time.iso, i18n.language)}
              </span>
            ) : null}
          </div>
        </div>
      ) : null}
      {figures ? (
        <div className={styles.figures}>
          <span>
            {t("orderScreens.card.total")}
            <Money className={styles.figureValue} amount={order.total_amount} testId="order-total" />
          </span>
          <span>
            {t("orderScreens.card.cost")}
            <Money className={styles.figureValue} amount={order.cost_amount} testId="order-cost" />
          </span>
          <span>
            {t("orderScreens.card.profit")}
            <Money className={styles.figureValue} amount={order.profit} testId="order-profit" />
          </span>
        </div>
      ) : null}
      <div className={styles.buyer} data-testid="order-buyer">
        <div>
          {order.customer.name} · {order.customer.phone}
        </div>
        <div>{order.shipping.address}</div>
        {order.rating ? (
          <div data-testid="order-rating">
            {"★".repeat(order.rating)}
            {"☆".repeat(Math.max(0, 5 - order.rating))}{" "}
            {t("orderScreens.card.rating", { rating: order.rating })}
          </div>
        ) : null}
      </div>
      {note}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </li>
  );
}
