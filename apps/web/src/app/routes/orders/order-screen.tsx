import { Button, ErrorBlock } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PageLoading } from "../../../components/page-loading";
import { useOrder } from "../../../features/orders/api/get-order";
import { useOrderStats } from "../../../features/orders/api/get-order-stats";
import { CancelSheet } from "../../../features/orders/components/cancel-sheet";
import { OrderDetail } from "../../../features/orders/components/order-detail";
import styles from "../../../features/orders/components/orders.module.css";
import { RefundSheet } from "../../../features/orders/components/refund-sheet";
import { ShipSheet } from "../../../features/orders/components/ship-sheet";
import { ScreenFrame } from "../../shell/screen-frame";

/** /order/{id} (spec "Orders"): the order, its figures and its timeline, with what the seller may do now. */
export function OrderScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const order = useOrder(id);
  const stats = useOrderStats({ enabled: order.data?.can_ship === true });
  const [cancelling, setCancelling] = useState(false);
  const [shipping, setShipping] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const notFound =
    !Number.isInteger(id) || id <= 0 || (order.error as { status?: number } | null)?.status === 404;

  return (
    <ScreenFrame title={t("orderScreens.titles.detail")} showTabBar={false}>
      <div className={styles.stack}>
        {order.data ? (
          <>
            <OrderDetail order={order.data} />
            {order.data.can_cancel || order.data.can_ship || order.data.can_refund ? (
              <div className={styles.actions}>
                {order.data.can_refund ? (
                  <Button
                    color="danger"
                    fill="outline"
                    onClick={() => setRefunding(true)}
                    data-testid="order-refund"
                  >
                    {t("refunds.seller.refund")}
                  </Button>
                ) : null}
                {order.data.can_cancel ? (
                  <Button
                    color="danger"
                    fill="outline"
                    onClick={() => setCancelling(true)}
                    data-testid="order-cancel"
                  >
                    {t("orderScreens.cancel.button")}
                  </Button>
                ) : null}
                {order.data.can_ship ? (
                  <Button color="primary" onClick={() => setShipping(true)} data-testid="order-ship">
                    {t("orderScreens.ship.button")}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </>
        ) : order.isError || notFound ? (
          <ErrorBlock
            status={notFound ? "empty" : "disconnected"}
            title={t(notFound ? "orders.notFound" : "orderScreens.failed.detail")}
            description={null}
            data-testid="order-failed"
          >
            {notFound ? null : (
              <Button color="primary" fill="outline" onClick={() => void order.refetch()}>
                {t("common.retry")}
              </Button>
            )}
          </ErrorBlock>
        ) : (
          <PageLoading />
        )}
      </div>
      <CancelSheet orderId={cancelling ? id : null} onClose={() => setCancelling(false)} />
      <RefundSheet order={refunding && order.data ? order.data : null} onClose={() => setRefunding(false)} />
      <ShipSheet
        order={shipping && order.data ? order.data : null}
        available={stats.data?.available_balance}
        onClose={() => setShipping(false)}
        onShipped={() => setShipping(false)}
      />
    </ScreenFrame>
  );
}
