import { Button } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Money } from "../../../components/money";
import { paths } from "../../../config/paths";
import { useOrderStats } from "../../../features/orders/api/get-order-stats";
import { useOrders } from "../../../features/orders/api/get-orders";
import { CancelSheet } from "../../../features/orders/components/cancel-sheet";
import { ExpiryBadge } from "../../../features/orders/components/order-badges";
import { OrderCard } from "../../../features/orders/components/order-card";
import { defaultFilters, isFiltered, OrderFilters } from "../../../features/orders/components/order-filters";
import { OrderList } from "../../../features/orders/components/order-list";
import { SummaryCards } from "../../../features/orders/components/summary-cards";
import { ScreenFrame } from "../../shell/screen-frame";

/** /pending-payment (spec "Orders"): summary, time filter, the five sorts, countdown, More and cancel. */
export function PendingPaymentScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState(() => defaultFilters("pending_payment"));
  const orders = useOrders(filters);
  const stats = useOrderStats();
  const [cancelling, setCancelling] = useState<number | null>(null);
  const summary = orders.data?.pages[0]?.summary;

  return (
    <ScreenFrame title={t("orderScreens.titles.pending_payment")}>
      <OrderList
        query={orders}
        failedTitle={t("orderScreens.failed.pending_payment")}
        onClearFilters={isFiltered(filters) ? () => setFilters(defaultFilters("pending_payment")) : undefined}
        header={
          <>
            <SummaryCards
              entries={[
                {
                  label: t("orderScreens.summary.orders"),
                  value: summary?.order_count ?? "…",
                  testId: "summary-count",
                },
                {
                  label: t("orderScreens.summary.amount"),
                  value: summary ? <Money amount={summary.total_amount} /> : "…",
                  testId: "summary-amount",
                },
                {
                  label: t("orderScreens.summary.expiringSoon"),
                  value: stats.data?.expiring_soon_count ?? "…",
                  testId: "summary-expiring",
                },
              ]}
            />
            <OrderFilters
              value={filters}
              onChange={setFilters}
              timeLabel={t("orderScreens.time.placedLabel")}
            />
          </>
        }
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
            <Button
              size="small"
              onClick={() => navigate(paths.order.href(order.id))}
              data-testid="order-more"
            >
              {t("orderScreens.more")}
            </Button>
          </OrderCard>
        )}
      />
      <CancelSheet orderId={cancelling} onClose={() => setCancelling(null)} />
    </ScreenFrame>
  );
}
