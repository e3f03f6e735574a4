import type { SellerOrder } from "@seller/contract/seller-orders";
import { Button } from "antd-mobile";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Money } from "../../../components/money";
import { paths } from "../../../config/paths";
import { useOrders } from "../../../features/orders/api/get-orders";
import type { OrderListFilters, OrderListView } from "../../../features/orders/api/query-keys";
import { defaultFilters, isFiltered, OrderFilters } from "../../../features/orders/components/order-filters";
import { OrderList } from "../../../features/orders/components/order-list";
import { SummaryCards, type SummaryEntry } from "../../../features/orders/components/summary-cards";
import { ScreenFrame } from "../../shell/screen-frame";

/** One followed state's orders under the seller's filters, reset to the state's defaults. */
export function useStatusOrders(view: OrderListView) {
  const [filters, setFilters] = useState(() => defaultFilters(view));
  const orders = useOrders(filters);
  const loaded = (orders.data?.pages ?? []).flatMap((page) => page.orders);
  return { view, filters, setFilters, orders, loaded, summary: orders.data?.pages[0]?.summary };
}

type StatusOrders = ReturnType<typeof useStatusOrders>;

/** A summary tile for a count, "…" until it is known. */
export const countEntry = (label: string, testId: string, value: number | undefined): SummaryEntry => ({
  label,
  value: value ?? "…",
  testId,
});

/** A summary tile for an amount, "…" until it is known. */
export const moneyEntry = (label: string, testId: string, amount: string | undefined): SummaryEntry => ({
  label,
  value: amount ? <Money amount={amount} /> : "…",
  testId,
});

/** Every order card's way to the order's own page. */
export function OrderMoreButton({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button size="small" onClick={() => navigate(paths.order.href(orderId))} data-testid="order-more">
      {t("orderScreens.more")}
    </Button>
  );
}

type OrderStatusScreenProps = {
  list: StatusOrders;
  summary: SummaryEntry[];
  summaryColumns?: 2 | 3;
  timeLabel: string;
  /** Called before the filters change (a screen with a selection clears it). */
  onFiltersChange?: () => void;
  renderOrder: (order: SellerOrder) => ReactNode;
  /** The screen's own bars and sheets, after the list. */
  children?: ReactNode;
};

/**
 * The frame every order-state screen shares (spec "Orders"): its title, the
 * summary tiles and filters above the list, and the list's own loading,
 * failure and empty states.
 */
export function OrderStatusScreen({
  list,
  summary,
  summaryColumns,
  timeLabel,
  onFiltersChange,
  renderOrder,
  children,
}: OrderStatusScreenProps) {
  const { t } = useTranslation();
  const { view, filters, setFilters, orders } = list;
  const change = (next: OrderListFilters) => {
    onFiltersChange?.();
    setFilters(next);
  };
  return (
    <ScreenFrame title={t(`orderScreens.titles.${view}`)}>
      <OrderList
        query={orders}
        failedTitle={t(`orderScreens.failed.${view}`)}
        onClearFilters={isFiltered(filters) ? () => setFilters(defaultFilters(view)) : undefined}
        header={
          <>
            <SummaryCards entries={summary} columns={summaryColumns} />
            <OrderFilters value={filters} onChange={change} timeLabel={timeLabel} />
          </>
        }
        renderOrder={renderOrder}
      />
      {children}
    </ScreenFrame>
  );
}
