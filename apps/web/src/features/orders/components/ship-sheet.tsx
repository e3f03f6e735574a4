import type { SellerOrder } from "@seller/contract/seller-orders";
import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { LazySheet } from "../../../components/lazy-sheet";
import { Money } from "../../../components/money";
import { toast } from "../../../lib/notify";
import { useShipOrder } from "../api/order-actions";
import styles from "./orders.module.css";

type Props = {
  order: SellerOrder | null;
  available: string | undefined;
  onClose: () => void;
  onShipped: () => void;
};

/**
 * Ships one order: the seller pays the supplier cost and hands the order to the supplier, whose
 * dispatch records the courier and tracking number (DECISIONS "Orders": a seller who holds no
 * goods and sees a masked address has no real tracking number to type).
 */
export function ShipSheet({ order, available, onClose, onShipped }: Props) {
  const { t } = useTranslation();
  const ship = useShipOrder(order);

  const submit = () => {
    if (!order) return;
    ship.mutate(
      { id: order.id },
      {
        onSuccess: () => {
          toast.success(t("orders.shipped"));
          onShipped();
        },
      },
    );
  };

  return (
    <LazySheet
      visible={order !== null}
      onMaskClick={onClose}
      bodyClassName={styles.sheet}
      data-testid="ship-sheet"
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h3 className={styles.sheetTitle}>
          {t("orderScreens.ship.title", { number: order?.order_number ?? "" })}
        </h3>
        {order ? (
          <dl className={styles.rows}>
            <div className={styles.row}>
              <dt>{t("orderScreens.ship.cost")}</dt>
              <dd>
                <Money amount={order.cost_amount} testId="ship-cost" />
              </dd>
            </div>
            {available ? (
              <div className={styles.row}>
                <dt>{t("orderScreens.balance")}</dt>
                <dd>
                  <Money amount={available} />
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <p className={styles.muted} data-testid="ship-explain">
          {t("orderScreens.ship.explain")}
        </p>
        <div className={styles.sheetActions}>
          <Button block onClick={onClose} data-testid="ship-cancel">
            {t("common.cancel")}
          </Button>
          <Button block type="submit" color="primary" loading={ship.isPending} data-testid="ship-confirm">
            {t("orderScreens.ship.confirm")}
          </Button>
        </div>
      </form>
    </LazySheet>
  );
}
