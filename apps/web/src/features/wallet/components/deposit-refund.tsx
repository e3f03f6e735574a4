import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { ShieldIcon } from "../../../components/icons";
import { MenuList, MenuRow } from "../../../components/menu-list";
import { confirmDialog } from "../../../lib/dialog";
import { toast } from "../../../lib/notify";
import { useDepositInfo } from "../api/get-deposit-info";
import { useRequestDepositRefund } from "../api/request-deposit-refund";
import styles from "./deposit-refund.module.css";

/**
 * DECISIONS "Wallet": a held deposit may be asked back; an operator reviews it
 * in 7-15 working days. A pending request shows as such instead of the button.
 */
export function DepositRefund() {
  const { t } = useTranslation();
  const info = useDepositInfo();
  const refund = useRequestDepositRefund();
  const data = info.data;
  if (!data?.has_deposit) return null;
  const pending = data.refund?.status === "pending";

  const ask = async () => {
    const confirmed = await confirmDialog({
      title: t("deposit.refund.confirmTitle"),
      content: t("deposit.refund.confirmMessage", { days: data.refund_review_days }),
      confirmText: t("deposit.refund.request"),
      testId: "deposit-refund-dialog",
    });
    if (!confirmed) return;
    refund.mutate(undefined, { onSuccess: () => toast.success(t("deposit.refundRequested")) });
  };

  return (
    <MenuList label={t("deposit.refund.title")}>
      <MenuRow
        icon={<ShieldIcon size={18} />}
        label={t("deposit.refund.title")}
        testId="deposit-refund-row"
        value={
          pending ? (
            <span className={styles.pending} data-testid="deposit-refund-pending">
              {t("deposit.refund.pending")}
            </span>
          ) : data.can_request_refund ? (
            <Button
              size="mini"
              fill="outline"
              loading={refund.isPending}
              onClick={ask}
              data-testid="deposit-refund-button"
            >
              {t("deposit.refund.request")}
            </Button>
          ) : (
            <span className={styles.muted}>{t("deposit.refund.unavailable")}</span>
          )
        }
      />
    </MenuList>
  );
}
