import { Button } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Money } from "../../../components/money";
import { paths } from "../../../config/paths";
import { useOrders } from "../../../features/orders/api/get-orders";
import { OrderCard } from "../../../features/orders/components/order-card";
import { defaultFilters, isFiltered, OrderFilters } from "../../../features/orders/components/order-filters";
import { OrderList } from "../../../features/orders/components/order-list";
import { SummaryCards } from "../../../features/orders/components/summary-cards";
import { ScreenFrame } from "../../shell/screen-frame";

/** /completed-orders (spec "Completed orders"): the five tiles, time filters, four sorts, reset, cards. */
export function CompletedOrdersScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState(() => defaultFilters("completed"));
  const orders = useOrders(filters);
  const summary = orders.data?.pages[0]?.summary;
  const initial = defaultFilters("completed");

  return (
    <ScreenFrame title={t("orderScreens.titles.completed")}>
      <OrderList
        query={orders}
        failedTitle={t("orderScreens.failed.completed")}
        onClearFilters={isFiltered(filters) ? () => setFilters(initial) : undefined}
        header={
          <>
            <SummaryCards
              entries={[
                {
                  label: t("orderScreens.summary.products"),
                  value: summary?.item_count ?? "…",
                  testId: "summary-items",
                },
                {
                  label: t("orderScreens.summary.orders"),
                  value: summary?.order_count ?? "…",
                  testId: "summary-count",
                },
                {
                  label: t("orderScreens.summary.myBalance"),
                  value: summary ? <Money amount={summary.available_balance} /> : "…",
                  testId: "summary-balance",
                },
                {
                  label: t("orderScreens.summary.amount"),
                  value: summary ? <Money amount={summary.total_amount} /> : "…",
                  testId: "summary-amount",
                },
                {
                  label: t("orderScreens.summary.profit"),
                  value: summary ? <Money amount={summary.total_profit} /> : "…",
                  testId: "summary-profit",
                },
              ]}
            />
            <OrderFilters
              value={filters}
              onChange={setFilters}
              timeLabel={t("orderScreens.time.completedLabel")}
            />
          </>
        }
        renderOrder={(order) => (
          <OrderCard
            key={order.id}
            order={order}
            time={{ label: t("orderScreens.time.completed"), iso: order.completed_at }}
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
