import { Button } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOrderStats } from "../../../features/orders/api/get-order-stats";
import { CancelSheet } from "../../../features/orders/components/cancel-sheet";
import { ExpiryBadge } from "../../../features/orders/components/order-badges";
import { OrderCard } from "../../../features/orders/components/order-card";
import {
  countEntry,
  moneyEntry,
  OrderMoreButton,
  OrderStatusScreen,
  useStatusOrders,
} from "./order-status-screen";

/** /pending-payment (spec "Orders"): summary, time filter, the five sorts, countdown, More and cancel. */
export function PendingPaymentScreen() {
  const { t } = useTranslation();
  const list = useStatusOrders("pending_payment");
  const stats = useOrderStats();
  const [cancelling, setCancelling] = useState<number | null>(null);
  const { summary } = list;

  return (
    <OrderStatusScreen
      list={list}
      summary={[
        countEntry(t("orderScreens.summary.orders"), "summary-count", summary?.order_count),
        moneyEntry(t("orderScreens.summary.amount"), "summary-amount", summary?.total_amount),
        countEntry(
          t("orderScreens.summary.expiringSoon"),
          "summary-expiring",
          stats.data?.expiring_soon_count,
        ),
      ]}
      timeLabel={t("orderScreens.time.placedLabel")}
      renderOrder={(order) => (
        <OrderCard
          key={order.id}
          order={order}
          time={{ label: t("orderScreens.time.placed"), iso: order.created_at }}
          badge={<ExpiryBadge order={order} />}
        >
          {order.can_cancel ? (
            <Button
              size="small"
              color="danger"
              fill="outline"
              onClick={() => setCancelling(order.id)}
              data-testid="order-cancel"
            >
              {t("orderScreens.cancel.button")}
            </Button>
          ) : null}
          <OrderMoreButton orderId={order.id} />
        </OrderCard>
      )}
    >
      <CancelSheet orderId={cancelling} onClose={() => setCancelling(null)} />
    </OrderStatusScreen>
  );
}
