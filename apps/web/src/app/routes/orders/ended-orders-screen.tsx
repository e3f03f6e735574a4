import { useTranslation } from "react-i18next";
import { EndedInfo } from "../../../features/orders/components/ended-info";
import { StatusBadge } from "../../../features/orders/components/order-badges";
import { OrderCard } from "../../../features/orders/components/order-card";
import { countEntry, OrderMoreButton, OrderStatusScreen, useStatusOrders } from "./order-status-screen";

/**
 * /cancelled-orders: the orders that left the four followed states, cancelled or refunded, each
 * with who ended it, why and where the money went (DECISIONS "Orders").
 */
export function EndedOrdersScreen() {
  const { t } = useTranslation();
  const list = useStatusOrders("ended");

  return (
    <OrderStatusScreen
      list={list}
      // Only the count: the money of an ended order is on its card (paid back, or none moved).
      summary={[countEntry(t("orderScreens.summary.orders"), "summary-count", list.summary?.order_count)]}
      summaryColumns={2}
      timeLabel={t("orderScreens.time.endedLabel")}
      renderOrder={(order) => (
        <OrderCard
          key={order.id}
          order={order}
          time={{ label: t("orderScreens.time.placed"), iso: order.created_at }}
          badge={<StatusBadge status={order.status} />}
          note={<EndedInfo order={order} />}
          figures={false}
        >
          <OrderMoreButton orderId={order.id} />
        </OrderCard>
      )}
    />
  );
}
