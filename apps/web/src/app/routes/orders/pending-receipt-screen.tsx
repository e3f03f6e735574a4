import { Button } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useOrderStats } from "../../../features/orders/api/get-order-stats";
import { EarlyReceiptSheet } from "../../../features/orders/components/early-receipt-sheet";
import { ShippingLabelBadge } from "../../../features/orders/components/order-badges";
import { OrderCard } from "../../../features/orders/components/order-card";
import { SelectAllBar, useOrderSelection } from "../../../features/orders/components/order-selection";
import styles from "../../../features/orders/components/orders.module.css";
import { toast } from "../../../lib/notify";
import {
  countEntry,
  moneyEntry,
  OrderMoreButton,
  OrderStatusScreen,
  useStatusOrders,
} from "./order-status-screen";

/** /pending-receipt (spec "Orders"): shipped-time filter, shipping labels, tracking links, early receipt. */
export function PendingReceiptScreen() {
  const { t } = useTranslation();
  const list = useStatusOrders("pending_delivery");
  const stats = useOrderStats();
  const [collecting, setCollecting] = useState<readonly { id: number; total_amount: string }[] | null>(null);

  const loaded = list.loaded.filter((order) => order.can_early_receipt);
  const selection = useOrderSelection(loaded);
  const { chosen } = selection;
  const { summary } = list;

  const openBatch = () => {
    if (chosen.length === 0) {
      toast.warning(t("orderScreens.earlyReceipt.noneSelected"));
      return;
    }
    setCollecting(chosen);
  };

  return (
    <OrderStatusScreen
      list={list}
      summary={[
        countEntry(t("orderScreens.summary.orders"), "summary-count", summary?.order_count),
        moneyEntry(t("orderScreens.summary.amount"), "summary-amount", summary?.total_amount),
        countEntry(t("orderScreens.summary.delayed"), "summary-delayed", stats.data?.delayed_count),
      ]}
      timeLabel={t("orderScreens.time.shippedLabel")}
      onFiltersChange={selection.clear}
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
          <OrderMoreButton orderId={order.id} />
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
    >
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
    </OrderStatusScreen>
  );
}
