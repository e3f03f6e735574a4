import type { OrderBatchResult } from "@seller/contract/seller-orders";
import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { LazySheet } from "../../../components/lazy-sheet";
import { Money } from "../../../components/money";
import { useEarlyReceipt } from "../api/order-actions";
import { earlyReceiptFigures } from "../rules/batch-figures";
import styles from "./orders.module.css";

type Props = {
  visible: boolean;
  orders: readonly { id: number; total_amount: string }[];
  feePercent: number | undefined;
  onClose: () => void;
  onDone: (result: OrderBatchResult) => void;
};

/**
 * Early receipt (spec section 4, DECISIONS "Orders"): the fee and the amount
 * credited are shown before the seller confirms; it cannot be undone.
 */
export function EarlyReceiptSheet({ visible, orders, feePercent, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const collect = useEarlyReceipt(visible);
  const ready = feePercent !== undefined;
  const figures = earlyReceiptFigures(
    orders.map((order) => order.total_amount),
    feePercent ?? 0,
  );

  return (
    <LazySheet
      visible={visible}
      onMaskClick={onClose}
      bodyClassName={styles.sheet}
      data-testid="early-receipt-sheet"
    >
      <div className={styles.form}>
        <h3 className={styles.sheetTitle}>{t("orderScreens.earlyReceipt.title")}</h3>
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>{t("orderScreens.earlyReceipt.count")}</dt>
            <dd data-testid="early-receipt-count">{orders.length}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t("orderScreens.earlyReceipt.total")}</dt>
            <dd>
              <Money amount={figures.total} />
            </dd>
          </div>
          <div className={styles.row}>
            <dt>{t("orderScreens.earlyReceipt.fee", { percent: feePercent ?? 0 })}</dt>
            <dd>{ready ? <Money amount={figures.fee} testId="early-receipt-fee" /> : "…"}</dd>
          </div>
          <div className={`${styles.row} ${styles.rowStrong}`}>
            <dt>{t("orderScreens.earlyReceipt.credited")}</dt>
            <dd>{ready ? <Money amount={figures.credited} testId="early-receipt-credited" /> : "…"}</dd>
          </div>
        </dl>
        <p className={styles.warning}>{t("orderScreens.earlyReceipt.irreversible")}</p>
        <div className={styles.sheetActions}>
          <Button block onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button
            block
            color="primary"
            disabled={!ready || orders.length === 0}
            loading={collect.isPending}
            onClick={() =>
              collect.mutate(
                { order_ids: orders.map((order) => order.id) },
                { onSuccess: ({ data }) => onDone(data) },
              )
            }
            data-testid="early-receipt-confirm"
          >
            {t("orderScreens.earlyReceipt.confirm")}
          </Button>
        </div>
      </div>
    </LazySheet>
  );
}
