import { sellerRefundBodySchema } from "@seller/contract/refunds";
import type { SellerOrder } from "@seller/contract/seller-orders";
import { Button } from "antd-mobile";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LazySheet } from "../../../components/lazy-sheet";
import { translateKey } from "../../../lib/i18n";
import { toast } from "../../../lib/notify";
import { useRefundOrder } from "../api/order-actions";
import styles from "./orders.module.css";

/**
 * Refunds a paid, unshipped order with a reason the buyer reads (DECISIONS "Orders"): the buyer's
 * payment is paid back to them and the items return to stock; nothing leaves the seller's balance.
 */
export function RefundSheet({ order, onClose }: { order: SellerOrder | null; onClose: () => void }) {
  const { t } = useTranslation();
  const refund = useRefundOrder(order?.id ?? null);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const orderId = order?.id ?? null;

  useEffect(() => {
    if (orderId === null) return;
    setReason("");
    setError(undefined);
  }, [orderId]);

  const submit = () => {
    if (!order) return;
    const parsed = sellerRefundBodySchema.safeParse({ reason });
    if (!parsed.success)
      return setError(translateKey(parsed.error.issues[0]?.message ?? "validation.invalidField"));
    setError(undefined);
    refund.mutate(
      { id: order.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast.success(t("orders.refunded"));
          onClose();
        },
      },
    );
  };

  return (
    <LazySheet
      visible={order !== null}
      onMaskClick={onClose}
      bodyClassName={styles.sheet}
      data-testid="refund-sheet"
    >
      {order ? (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <h3 className={styles.sheetTitle}>
            {t("refunds.seller.title", { order_number: order.order_number })}
          </h3>
          <p className={styles.note}>{t("refunds.seller.explain", { amount: order.total_amount })}</p>
          <label className={styles.field}>
            <span>{t("refunds.seller.reasonLabel")}</span>
            <textarea
              rows={3}
              maxLength={200}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              placeholder={t("refunds.seller.reasonPlaceholder")}
              data-testid="refund-reason"
            />
          </label>
          {error ? (
            <p className={styles.error} role="alert" data-testid="refund-error">
              {error}
            </p>
          ) : null}
          <div className={styles.sheetActions}>
            <Button block onClick={onClose}>
              {t("refunds.seller.back")}
            </Button>
            <Button
              block
              type="submit"
              color="danger"
              loading={refund.isPending}
              data-testid="refund-confirm"
            >
              {t("refunds.seller.confirm", { amount: order.total_amount })}
            </Button>
          </div>
        </form>
      ) : null}
    </LazySheet>
  );
}
