import { endedWithoutSale } from "@seller/contract/orders";
import type { SellerOrderDetail } from "@seller/contract/seller-orders";
import { useTranslation } from "react-i18next";
import { Money } from "../../../components/money";
import { itemColor, itemName } from "../rules/item-name";
import { ExpiryBadge, ShippingLabelBadge, StatusBadge } from "./order-badges";
import { OrderMovements } from "./order-movements";
import { OrderThumb } from "./order-thumb";
import { OrderTimeline } from "./order-timeline";
import styles from "./orders.module.css";

function Row({
  label,
  children,
  strong,
  testId,
}: {
  label: string;
  children: React.ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className={`${styles.row} ${strong ? styles.rowStrong : ""}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** Everything about one order (spec "/order/{id}"): items, stored figures, buyer (masked), shipping, timeline. */
export function OrderDetail({ order }: { order: SellerOrderDetail }) {
  const { t, i18n } = useTranslation();
  // A cancelled or refunded order earned nothing: its money is the buyer's payment and, below,
  // what the ledger moved, never a cost or profit that shipping and completion did not make.
  const ended = endedWithoutSale(order.status);
  return (
    <>
      <section className={styles.section} data-testid="order-detail" data-status={order.status}>
        <div className={styles.cardHead}>
          <span className={styles.orderNumber} data-testid="order-number">
            {order.order_number}
          </span>
          <StatusBadge status={order.status} />
        </div>
        {order.status === "pending_payment" ? <ExpiryBadge order={order} /> : null}
        {order.status === "pending_delivery" ? <ShippingLabelBadge order={order} /> : null}
      </section>

      <section className={styles.section}>
        <h2>{t("orderScreens.detail.items")}</h2>
        <ul className={styles.list}>
          {order.items.map((item) => {
            const name = itemName(item, i18n.language);
            const color = itemColor(item, i18n.language);
            return (
              <li
                key={`${item.product_id}-${item.color ?? ""}-${item.size ?? ""}`}
                className={styles.item}
                data-testid="order-item"
              >
                <OrderThumb src={item.image} alt={name} />
                <div className={styles.itemText}>
                  <span>{name}</span>
                  <span className={styles.muted}>
                    {[color, item.size].filter(Boolean).join(" · ")}
                    {color || item.size ? " · " : ""}
                    <Money amount={item.unit_price} /> × {item.quantity}
                  </span>
                  <span className={styles.muted}>
                    {t("orderScreens.detail.unitCost")} <Money amount={item.unit_cost} />
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section className={styles.section}>
        <h2>{t("orderScreens.detail.money")}</h2>
        <dl className={styles.rows}>
          <Row label={t("orderScreens.detail.total")} testId="detail-total">
            <Money amount={order.total_amount} />
          </Row>
          {ended ? null : (
            <>
              <Row label={t("orderScreens.detail.cost")} testId="detail-cost">
                <Money amount={order.cost_amount} />
              </Row>
              <Row label={t("orderScreens.detail.fee")} testId="detail-fee">
                <Money amount={order.early_receipt_fee} />
              </Row>
              <Row label={t("orderScreens.detail.profit")} strong testId="detail-profit">
                <Money amount={order.profit} />
              </Row>
            </>
          )}
        </dl>
        {ended ? null : <p className={styles.note}>{t("orderScreens.detail.moneyExplain")}</p>}
      </section>

      <OrderMovements movements={order.movements} />

      <section className={styles.section}>
        <h2>{t("orderScreens.detail.buyer")}</h2>
        <dl className={styles.rows}>
          <Row label={t("orderScreens.detail.name")}>{order.shipping.name || order.customer.name}</Row>
          <Row label={t("orderScreens.detail.phone")} testId="detail-phone">
            {order.shipping.phone || order.customer.phone}
          </Row>
          <Row label={t("orderScreens.detail.address")} testId="detail-address">
            {order.shipping.address}
          </Row>
          {order.note ? <Row label={t("orderScreens.detail.note")}>{order.note}</Row> : null}
          {order.rating ? (
            <Row label={t("orderScreens.detail.rating")}>
              {t("orderScreens.card.rating", { rating: order.rating })}
            </Row>
          ) : null}
        </dl>
      </section>

      {order.shipped_at ? (
        <section className={styles.section}>
          <h2>{t("orderScreens.detail.shipping")}</h2>
          {order.awaiting_tracking ? (
            <p className={styles.note}>{t("orders.shippingLabel.awaiting_tracking")}</p>
          ) : (
            <dl className={styles.rows}>
              <Row label={t("orderScreens.ship.courier")}>{order.courier_name}</Row>
              <Row label={t("orderScreens.ship.tracking")}>
                {order.tracking_url ? (
                  <a
                    className={styles.trackLink}
                    href={order.tracking_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-testid="detail-track"
                  >
                    {order.tracking_number}
                  </a>
                ) : (
                  order.tracking_number
                )}
              </Row>
            </dl>
          )}
        </section>
      ) : null}

      <section className={styles.section}>
        <h2>{t("orderScreens.detail.timeline")}</h2>
        <OrderTimeline order={order} />
      </section>
    </>
  );
}
