import type { OrderBatchResult } from "@seller/contract/seller-orders";
import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { LazySheet } from "../../../components/lazy-sheet";
import { Money } from "../../../components/money";
import { useBulkShip } from "../api/order-actions";
import { batchShipFigures } from "../rules/batch-figures";
import styles from "./orders.module.css";

type Props = {
  visible: boolean;
  orders: readonly { id: number; cost_amount: string }[];
  available: string | undefined;
  onClose: () => void;
  onShipped: (result: OrderBatchResult) => void;
};

/**
 * The batch-ship confirmation (spec section 5): the total cost and the balance
 * after; confirm is disabled with the insufficient-balance message when short.
 */
export function BatchShipSheet({ visible, orders, available, onClose, onShipped }: Props) {
  const { t } = useTranslation();
  const ship = useBulkShip(visible);
  const figures = batchShipFigures(
    orders.map((order) => order.cost_amount),
    available ?? "0",
  );
  const ready = available !== undefined;

  return (
    <LazySheet
      visible={visible}
      onMaskClick={onClose}
      bodyClassName={styles.sheet}
      data-testid="batch-ship-sheet"
    >
      <div className={styles.form}>
        <h3 className={styles.sheetTitle}>{t("orderScreens.batchShip.title")}</h3>
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>{t("orderScreens.batchShip.count")}</dt>
            <dd data-testid="batch-ship-count">{orders.length}</dd>
          </div>
          <div className={`${styles.row} ${styles.rowStrong}`}>
            <dt>{t("orderScreens.batchShip.totalCost")}</dt>
            <dd>
              <Money amount={figures.total} testId="batch-ship-total" />
            </dd>
          </div>
          <div className={styles.row}>
            <dt>{t("orderScreens.balance")}</dt>
            <dd>{ready ? <Money amount={available} testId="batch-ship-balance" /> : "…"}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t("orderScreens.batchShip.balanceAfter")}</dt>
            <dd>{ready ? <Money amount={figures.after} testId="batch-ship-after" /> : "…"}</dd>
          </div>
        </dl>
        {ready && figures.short ? (
          <p className={styles.warning} role="alert" data-testid="batch-ship-insufficient">
            {t("orderScreens.batchShip.insufficient")}
          </p>
        ) : null}
        <p className={styles.note}>{t("orderScreens.batchShip.explain")}</p>
        <div className={styles.sheetActions}>
          <Button block onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button
            block
            color="primary"
            disabled={!ready || figures.short || orders.length === 0}
            loading={ship.isPending}
            onClick={() =>
              ship.mutate(
                { order_ids: orders.map((order) => order.id) },
                { onSuccess: ({ data }) => onShipped(data) },
              )
            }
            data-testid="batch-ship-confirm"
          >
            {t("orderScreens.batchShip.confirm")}
          </Button>
        </div>
      </div>
    </LazySheet>
  );
}
