import type { Recharge } from "@seller/contract/wallet";
import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { ClockIcon } from "../../../components/icons";
import { Money } from "../../../components/money";
import { CopyRow } from "./copy-row";
import styles from "./payment-instructions.module.css";
import { PromptPayQr } from "./promptpay-qr";

type Props = {
  recharge: Recharge;
  confirming: boolean;
  onSandboxConfirm: () => void;
  onDone: () => void;
};

/**
 * What to pay and how (DECISIONS "Wallet"): a PromptPay QR the sandbox provider
 * lets the seller confirm on the spot, or a bank transfer an operator confirms.
 */
export function PaymentInstructions({ recharge, confirming, onSandboxConfirm, onDone }: Props) {
  const { t } = useTranslation();
  const { payment } = recharge;
  return (
    <section
      className={styles.card}
      data-testid="payment-instructions"
      data-status={recharge.status}
      data-method={payment.method}
    >
      <h3 className={styles.title}>
        {payment.method === "promptpay" ? t("wallet.recharge.scanTitle") : t("wallet.recharge.transferTitle")}
      </h3>
      <Money amount={recharge.amount} className={styles.amount} testId="payment-amount" />
      {payment.promptpay_payload ? <PromptPayQr payload={payment.promptpay_payload} /> : null}
      {payment.method === "bank_transfer" && payment.bank_account_number ? (
        <div className={styles.account} data-testid="payment-bank-account">
          <dl className={styles.accountRows}>
            <div className={styles.copyRow}>
              <dt>{t("wallet.recharge.bankName")}</dt>
              <dd data-testid="payment-bank-name">{payment.bank_name}</dd>
            </div>
            <CopyRow
              label={t("wallet.recharge.accountNumber")}
              value={payment.bank_account_number}
              testId="payment-account-number"
            />
            <CopyRow
              label={t("wallet.recharge.accountName")}
              value={payment.bank_account_name ?? ""}
              testId="payment-account-name"
            />
            <CopyRow
              label={t("wallet.recharge.reference")}
              value={payment.reference}
              testId="payment-reference"
            />
          </dl>
          <p className={styles.transferNote}>{t("wallet.recharge.transferNote")}</p>
        </div>
      ) : null}
      <dl className={styles.details}>
        {payment.method === "bank_transfer" && payment.bank_account_number ? null : (
          <div>
            <dt>{t("wallet.recharge.reference")}</dt>
            <dd data-testid="payment-reference">{payment.reference}</dd>
          </div>
        )}
        <div>
          <dt>{t("wallet.recharge.status")}</dt>
          <dd className={styles[recharge.status]}>{t(`revenue.status.${recharge.status}`)}</dd>
        </div>
      </dl>
      {recharge.status === "pending" && payment.method === "bank_transfer" ? (
        <p className={styles.waiting} data-testid="payment-waiting-review">
          <ClockIcon size={16} />
          <span>{t("wallet.recharge.transferReview")}</span>
        </p>
      ) : null}
      {recharge.status === "pending" && payment.method === "promptpay" ? (
        <p className={styles.hint}>{t("wallet.recharge.scanHint")}</p>
      ) : null}
      {recharge.status === "rejected" && recharge.reason ? (
        <p className={styles.rejected}>{t("revenue.reason", { reason: recharge.reason })}</p>
      ) : null}
      {recharge.status === "pending" && payment.sandbox && payment.method === "promptpay" ? (
        <>
          <p className={styles.sandboxNote}>{t("wallet.recharge.sandboxNote")}</p>
          <Button
            color="primary"
            block
            loading={confirming}
            onClick={onSandboxConfirm}
            data-testid="sandbox-confirm"
          >
            {t("wallet.recharge.sandboxConfirm")}
          </Button>
        </>
      ) : null}
      {recharge.status === "pending" && payment.method === "bank_transfer" ? (
        <Button block onClick={onDone} data-testid="payment-done">
          {t("wallet.recharge.backToProfile")}
        </Button>
      ) : null}
    </section>
  );
}
