import { endedWithoutSale, isCancelReasonCode } from "@seller/contract/orders";
import type { SellerOrder } from "@seller/contract/seller-orders";
import { useTranslation } from "react-i18next";
import { Money } from "../../../components/money";
import { formatDateTime } from "../../../lib/format";
import styles from "./orders.module.css";

/**
 * A cancelled or refunded order: who ended it, why, and where the money went (DECISIONS
 * "Orders"). An unpaid order moved no money; a refund paid the buyer's payment back to the buyer.
 */
export function EndedInfo({ order }: { order: SellerOrder }) {
  const { t, i18n } = useTranslation();
  if (!endedWithoutSale(order.status)) return null;
  const at = order.cancelled_at ?? order.refunded_at;
  const reason = order.cancel_reason;
  return (
    <div className={styles.ended} data-testid="order-ended">
      <span data-testid="ended-by" data-by={order.cancelled_by ?? ""}>
        {t(`orderScreens.ended.by.${order.status}`, {
          who: order.cancelled_by
            ? t(`orders.cancelledBy.${order.cancelled_by}`)
            : t("orderScreens.ended.unknown"),
        })}
        {at ? ` · ${formatDateTime(at, i18n.language)}` : ""}
      </span>
      {reason ? (
        <span data-testid="ended-reason">
          {t("orderScreens.ended.reason", {
            reason: isCancelReasonCode(reason) ? t(`orders.cancelReason.${reason}`) : reason,
          })}
        </span>
      ) : null}
      <span className={styles.muted} data-testid="ended-money">
        {order.status === "refunded" ? (
          <>
            {t("orderScreens.ended.refundedMoney")} <Money amount={order.total_amount} />
          </>
        ) : (
          t("orderScreens.ended.noMoney")
        )}
      </span>
    </div>
  );
}
