import { Button } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "../../../config/paths";
import { useOrders } from "../../../features/orders/api/get-orders";
import { EndedInfo } from "../../../features/orders/components/ended-info";
import { StatusBadge } from "../../../features/orders/components/order-badges";
import { OrderCard } from "../../../features/orders/components/order-card";
import { defaultFilters, isFiltered, OrderFilters } from "../../../features/orders/components/order-filters";
import { OrderList } from "../../../features/orders/components/order-list";
import { SummaryCards } from "../../../features/orders/components/summary-cards";
import { ScreenFrame } from "../../shell/screen-frame";

/**
 * /cancelled-orders: the orders that left the four followed states, cancelled or refunded, each
 * with who ended it, why and where the money went (DECISIONS "Orders").
 */
export function EndedOrdersScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState(() => defaultFilters("ended"));
  const orders = useOrders(filters);
  const summary = orders.data?.pages[0]?.summary;
  // Only the count: the money of an ended order is on its card (paid back, or none moved).

  return (
    <ScreenFrame title={t("orderScreens.titles.ended")}>
      <OrderList
        query={orders}
        failedTitle={t("orderScreens.failed.ended")}
        onClearFilters={isFiltered(filters) ? () => setFilters(defaultFilters("ended")) : undefined}
        header={
          <>
            <SummaryCards
              entries={[
                {
                  label: t("orderScreens.summary.orders"),
                  value: summary?.order_count ?? "…",
                  testId: "summary-count",
                },
              ]}
              columns={2}
            />
            <OrderFilters
              value={filters}
              onChange={setFilters}
              timeLabel={t("orderScreens.time.endedLabel")}
            />
          </>
        }
        renderOrder={(order) => (
          <OrderCard
            key={order.id}
            order={order}
            time={{ label: t("orderScreens.time.placed"), iso: order.created_at }}
            badge={<StatusBadge status={order.status} />}
            note={<EndedInfo order={order} />}
            figures={false}
          >
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
    </ScreenFrame>
  );
}
