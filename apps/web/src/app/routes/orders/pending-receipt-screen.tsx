import { Button } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Money } from "../../../components/money";
import { paths } from "../../../config/paths";
import { useOrderStats } from "../../../features/orders/api/get-order-stats";
import { useOrders } from "../../../features/orders/api/get-orders";
import { EarlyReceiptSheet } from "../../../features/orders/components/early-receipt-sheet";
import { ShippingLabelBadge } from "../../../features/orders/components/order-badges";
import { OrderCard } from "../../../features/orders/components/order-card";
import { defaultFilters, isFiltered, OrderFilters } from "../../../features/orders/components/order-filters";
import { OrderList } from "../../../features/orders/components/order-list";
import { SelectAllBar, useOrderSelection } from "../../../features/orders/components/order-selection";
import styles from "../../../features/orders/components/orders.module.css";
import { SummaryCards } from "../../../features/orders/components/summary-cards";
import { toast } from "../../../lib/notify";
import { ScreenFrame } from "../../shell/screen-frame";

/** /pending-receipt (spec "Orders"): shipped-time filter, shipping labels, tracking links, early receipt. */
export function PendingReceiptScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState(() => defaultFilters("pending_delivery"));
  const orders = useOrders(filters);
  const stats = useOrderStats();
  const [collecting, setCollecting] = useState<readonly { id: number; total_amount: string }[] | null>(null);

  const loaded = (orders.data?.pages ?? [])
    .flatMap((page) => page.orders)
    .filter((order) => order.can_early_receipt);
  const selection = useOrderSelection(loaded);
  const { chosen } = selection;
  const summary = orders.data?.pages[0]?.summary;

  const openBatch = () => {
    if (chosen.length === 0) {
      toast.warning(t("orderScreens.earlyReceipt.noneSelected"));
      return;
    }
    setCollecting(chosen);
  };

  return (
    <ScreenFrame title={t("orderScreens.titles.pending_delivery")}>
      <OrderList
        query={orders}
        failedTitle={t("orderScreens.failed.pending_delivery")}
        onClearFilters={
          isFiltered(filters) ? () => setFilters(defaultFilters("pending_delivery")) : undefined
        }
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
                  label: t("orderScreens.summary.delayed"),
                  value: stats.data?.delayed_count ?? "…",
                  testId: "summary-delayed",
                },
              ]}
            />
            <OrderFilters
              value={filters}
              onChange={(next) => {
                selection.clear();
                setFilters(next);
              }}
              timeLabel={t("orderScreens.time.shippedLabel")}
            />
          </>
        }
        renderOrder={(order) => (
          <OrderCard
            key={order.id}
            order={order}
            time={{ label: t("orderScreens.time.shipped"), iso: order.shipped_at }}
            badge={<ShippingLabelBadge order={order} />}
            selection={{
              checked: selection.isSelected(order.id),
              onChange: (on) => selection.toggle(order.id, on),
              disabled: !order.can_early_receipt,
            }}
          >
            {order.tracking_url ? (
              <a
                className={styles.trackLink}
                href={order.tracking_url}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="order-track"
              >
                {order.courier_name} {order.tracking_number}
              </a>
            ) : null}
            <Button
              size="small"
              onClick={() => navigate(paths.order.href(order.id))}
              data-testid="order-more"
            >
              {t("orderScreens.more")}
            </Button>
            {order.can_early_receipt ? (
              <Button
                size="small"
                color="primary"
                onClick={() => setCollecting([order])}
                data-testid="order-early-receipt"
              >
                {t("orderScreens.earlyReceipt.button")}
              </Button>
            ) : null}
          </OrderCard>
        )}
      />
      {loaded.length > 0 ? (
        <SelectAllBar
          selection={selection}
          actionLabel={t("orderScreens.earlyReceipt.batchButton")}
          onAction={openBatch}
          testId="early-receipt-bar"
          actionTestId="early-receipt-batch"
        />
      ) : null}
      <EarlyReceiptSheet
        visible={collecting !== null}
        orders={collecting ?? []}
        feePercent={stats.data?.early_receipt_fee_percent}
        onClose={() => setCollecting(null)}
        onDone={(result) => {
          setCollecting(null);
          selection.clear();
          toast.success(t("orders.earlyReceived", { count: result.processed_orders }));
        }}
      />
    </ScreenFrame>
  );
}
