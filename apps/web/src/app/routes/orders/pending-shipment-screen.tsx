import type { SellerOrder } from "@seller/contract/seller-orders";
import { Button } from "antd-mobile";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { paths } from "../../../config/paths";
import { useOrderStats } from "../../../features/orders/api/get-order-stats";
import { BatchShipSheet } from "../../../features/orders/components/batch-ship-sheet";
import { OrderCard } from "../../../features/orders/components/order-card";
import { SelectAllBar, useOrderSelection } from "../../../features/orders/components/order-selection";
import styles from "../../../features/orders/components/orders.module.css";
import { RefundSheet } from "../../../features/orders/components/refund-sheet";
import { ShipSheet } from "../../../features/orders/components/ship-sheet";
import { toast } from "../../../lib/notify";
import {
  countEntry,
  moneyEntry,
  OrderMoreButton,
  OrderStatusScreen,
  useStatusOrders,
} from "./order-status-screen";

/** Spec section 4: after a batch ship succeeds the app goes to /pending-receipt after 1.5 s. */
const AFTER_BATCH_SHIP_MS = 1500;

/** /pending-shipment (spec "Orders"): summary, time and priority filters, single and batch ship. */
export function PendingShipmentScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useStatusOrders("pending_shipment");
  const stats = useOrderStats();
  const [shipping, setShipping] = useState<SellerOrder | null>(null);
  const [refunding, setRefunding] = useState<SellerOrder | null>(null);
  const [batchOpen, setBatchOpen] = useState(false);
  const leaving = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(leaving.current), []);

  const loaded = list.loaded.filter((order) => order.can_ship);
  const selection = useOrderSelection(loaded);
  const { chosen } = selection;
  const { summary } = list;
  const available = stats.data?.available_balance ?? summary?.available_balance;

  const openBatch = () => {
    if (chosen.length === 0) {
      toast.warning(t("orders.noOrdersSelected"));
      return;
    }
    setBatchOpen(true);
  };

  return (
    <OrderStatusScreen
      list={list}
      summary={[
        countEntry(t("orderScreens.summary.orders"), "summary-count", summary?.order_count),
        moneyEntry(t("orderScreens.summary.cost"), "summary-cost", summary?.total_cost),
        moneyEntry(t("orderScreens.balance"), "summary-balance", available),
      ]}
      timeLabel={t("orderScreens.time.placedLabel")}
      onFiltersChange={selection.clear}
      renderOrder={(order) => (
        <OrderCard
          key={order.id}
          order={order}
          time={{ label: t("orderScreens.time.paid"), iso: order.paid_at }}
          badge={
            order.priority === "high" ? (
              <span className={`${styles.badge} ${styles.badgeDanger}`} data-testid="priority-high">
                {t("orderScreens.priority.high")}
              </span>
            ) : null
          }
          selection={{
            checked: selection.isSelected(order.id),
            onChange: (on) => selection.toggle(order.id, on),
            disabled: !order.can_ship,
          }}
        >
          <OrderMoreButton orderId={order.id} />
          {order.can_refund ? (
            <Button
              size="small"
              color="danger"
              fill="outline"
              onClick={() => setRefunding(order)}
              data-testid="order-refund"
            >
              {t("refunds.seller.refund")}
            </Button>
          ) : null}
          {order.can_ship ? (
            <Button size="small" color="primary" onClick={() => setShipping(order)} data-testid="order-ship">
              {t("orderScreens.ship.button")}
            </Button>
          ) : null}
        </OrderCard>
      )}
    >
      {loaded.length > 0 ? (
        <SelectAllBar
          selection={selection}
          actionLabel={t("orderScreens.batchShip.button")}
          onAction={openBatch}
          testId="ship-bar"
          actionTestId="batch-ship-button"
        />
      ) : null}
      <ShipSheet
        order={shipping}
        available={available}
        onClose={() => setShipping(null)}
        onShipped={() => setShipping(null)}
      />
      <RefundSheet order={refunding} onClose={() => setRefunding(null)} />
      <BatchShipSheet
        visible={batchOpen}
        orders={chosen}
        available={available}
        onClose={() => setBatchOpen(false)}
        onShipped={(result) => {
          setBatchOpen(false);
          selection.clear();
          toast.success(t("orders.batchShipped", { count: result.processed_orders }));
          leaving.current = window.setTimeout(
            () => navigate(paths.pendingReceipt.href()),
            AFTER_BATCH_SHIP_MS,
          );
        }}
      />
    </OrderStatusScreen>
  );
}
