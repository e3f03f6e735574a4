import type { SellerOrder } from "@seller/contract/seller-orders";
import { Button } from "antd-mobile";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Money } from "../../../components/money";
import { paths } from "../../../config/paths";
import { useOrderStats } from "../../../features/orders/api/get-order-stats";
import { useOrders } from "../../../features/orders/api/get-orders";
import { BatchShipSheet } from "../../../features/orders/components/batch-ship-sheet";
import { OrderCard } from "../../../features/orders/components/order-card";
import { defaultFilters, isFiltered, OrderFilters } from "../../../features/orders/components/order-filters";
import { OrderList } from "../../../features/orders/components/order-list";
import { SelectAllBar, useOrderSelection } from "../../../features/orders/components/order-selection";
import styles from "../../../features/orders/components/orders.module.css";
import { RefundSheet } from "../../../features/orders/components/refund-sheet";
import { ShipSheet } from "../../../features/orders/components/ship-sheet";
import { SummaryCards } from "../../../features/orders/components/summary-cards";
import { toast } from "../../../lib/notify";
import { ScreenFrame } from "../../shell/screen-frame";

/** Spec section 4: after a batch ship succeeds the app goes to /pending-receipt after 1.5 s. */
const AFTER_BATCH_SHIP_MS = 1500;

/** /pending-shipment (spec "Orders"): summary, time and priority filters, single and batch ship. */
export function PendingShipmentScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState(() => defaultFilters("pending_shipment"));
  const orders = useOrders(filters);
  const stats = useOrderStats();
  const [shipping, setShipping] = useState<SellerOrder | null>(null);
  const [refunding, setRefunding] = useState<SellerOrder | null>(null);
  const [batchOpen, setBatchOpen] = useState(false);
  const leaving = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(leaving.current), []);

  const loaded = (orders.data?.pages ?? []).flatMap((page) => page.orders).filter((order) => order.can_ship);
  const selection = useOrderSelection(loaded);
  const { chosen } = selection;
  const summary = orders.data?.pages[0]?.summary;
  const available = stats.data?.available_balance ?? summary?.available_balance;

  const openBatch = () => {
    if (chosen.length === 0) {
      toast.warning(t("orders.noOrdersSelected"));
      return;
    }
    setBatchOpen(true);
  };

  return (
    <ScreenFrame title={t("orderScreens.titles.pending_shipment")}>
      <OrderList
        query={orders}
        failedTitle={t("orderScreens.failed.pending_shipment")}
        onClearFilters={
          isFiltered(filters) ? () => setFilters(defaultFilters("pending_shipment")) : undefined
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
                  label: t("orderScreens.summary.cost"),
                  value: summary ? <Money amount={summary.total_cost} /> : "…",
                  testId: "summary-cost",
                },
                {
                  label: t("orderScreens.balance"),
                  value: available ? <Money amount={available} /> : "…",
                  testId: "summary-balance",
                },
              ]}
            />
            <OrderFilters
              value={filters}
              onChange={(next) => {
                selection.clear();
                setFilters(next);
              }}
              timeLabel={t("orderScreens.time.placedLabel")}
            />
          </>
        }
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
            <Button
              size="small"
              onClick={() => navigate(paths.order.href(order.id))}
              data-testid="order-more"
            >
              {t("orderScreens.more")}
            </Button>
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
              <Button
                size="small"
                color="primary"
                onClick={() => setShipping(order)}
                data-testid="order-ship"
              >
                {t("orderScreens.ship.button")}
              </Button>
            ) : null}
          </OrderCard>
        )}
      />
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
    </ScreenFrame>
  );
}
