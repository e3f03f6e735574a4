import { sellerCancelBodySchema } from "@seller/contract/seller-orders";
import { Button } from "antd-mobile";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LazySheet } from "../../../components/lazy-sheet";
import { translateKey } from "../../../lib/i18n";
import { toast } from "../../../lib/notify";
import { useCancelOrder } from "../api/order-actions";
import styles from "./orders.module.css";

/** Cancels an unpaid order with the seller's reason (spec section 4); no money moves. */
export function CancelSheet({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder(orderId);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (orderId === null) return;
    setReason("");
    setError(undefined);
  }, [orderId]);

  const submit = () => {
    if (orderId === null) return;
    const parsed = sellerCancelBodySchema.safeParse({ reason });
    if (!parsed.success)
      return setError(translateKey(parsed.error.issues[0]?.message ?? "validation.invalidField"));
    setError(undefined);
    cancel.mutate(
      { id: orderId, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast.success(t("orders.cancelled"));
          onClose();
        },
      },
    );
  };

  return (
    <LazySheet
      visible={orderId !== null}
      onMaskClick={onClose}
      bodyClassName={styles.sheet}
      data-testid="cancel-sheet"
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h3 className={styles.sheetTitle}>{t("orderScreens.cancel.title")}</h3>
        <p className={styles.note}>{t("orderScreens.cancel.explain")}</p>
        <label className={styles.field}>
          <span>{t("orderScreens.cancel.reason")}</span>
          <textarea
            rows={3}
            maxLength={200}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder={t("orderScreens.cancel.placeholder")}
            data-testid="cancel-reason"
          />
        </label>
        {error ? (
          <p className={styles.error} role="alert" data-testid="cancel-error">
            {error}
          </p>
        ) : null}
        <div className={styles.sheetActions}>
          <Button block onClick={onClose}>
            {t("orderScreens.cancel.keep")}
          </Button>
          <Button block type="submit" color="danger" loading={cancel.isPending} data-testid="cancel-confirm">
            {t("orderScreens.cancel.confirm")}
          </Button>
        </div>
      </form>
    </LazySheet>
  );
}
