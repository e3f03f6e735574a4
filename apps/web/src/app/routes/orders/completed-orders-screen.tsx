import { useTranslation } from "react-i18next";
import { OrderCard } from "../../../features/orders/components/order-card";
import {
  countEntry,
  moneyEntry,
  OrderMoreButton,
  OrderStatusScreen,
  useStatusOrders,
} from "./order-status-screen";

/** /completed-orders (spec "Completed orders"): the five tiles, time filters, four sorts, reset, cards. */
export function CompletedOrdersScreen() {
  const { t } = useTranslation();
  const list = useStatusOrders("completed");
  const { summary } = list;

  return (
    <OrderStatusScreen
      list={list}
      summary={[
        countEntry(t("orderScreens.summary.products"), "summary-items", summary?.item_count),
        countEntry(t("orderScreens.summary.orders"), "summary-count", summary?.order_count),
        moneyEntry(t("orderScreens.summary.myBalance"), "summary-balance", summary?.available_balance),
        moneyEntry(t("orderScreens.summary.amount"), "summary-amount", summary?.total_amount),
        moneyEntry(t("orderScreens.summary.profit"), "summary-profit", summary?.total_profit),
      ]}
      timeLabel={t("orderScreens.time.completedLabel")}
      renderOrder={(order) => (
        <OrderCard
          key={order.id}
          order={order}
          time={{ label: t("orderScreens.time.completed"), iso: order.completed_at }}
        >
          <OrderMoreButton orderId={order.id} />
        </OrderCard>
      )}
    />
  );
}
