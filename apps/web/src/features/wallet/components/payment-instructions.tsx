import type { SandboxOutcome } from "@seller/contract/payments";
import type { Recharge } from "@seller/contract/wallet";
import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { CheckCircleIcon, ClockIcon, CloseCircleIcon } from "../../../components/icons";
import { Money } from "../../../components/money";
import { SaveQr } from "../../../components/save-qr";
import { bankLabel } from "../../../lib/bank-label";
import { formatMoney } from "../../../lib/money";
import { CopyRow } from "./copy-row";
import { DemoBanner } from "./demo-banner";
import styles from "./payment-instructions.module.css";
import { PaymentProgress } from "./payment-progress";
import { PromptPayQr } from "./promptpay-qr";
import { QrCountdown } from "./qr-countdown";

type Props = {
  recharge: Recharge;
  simulating: SandboxOutcome | undefined;
  onSimulate: (outcome: SandboxOutcome) => void;
  refreshing: boolean;
  onFreshQr: () => void;
  onDone: () => void;
  onNewTopUp: () => void;
};

/**
 * What to pay and how (DECISIONS "Payments"): a PromptPay QR with the exact
 * amount, or a bank transfer to the platform's account; then who confirms it
 * and how it stands, polled every 5 s.
 */
export function PaymentInstructions(props: Props) {
  const { recharge, onDone, onNewTopUp } = props;
  const { t, i18n } = useTranslation();
  const { payment } = recharge;
  const pending = recharge.status === "pending";
  const transfer = payment.method === "bank_transfer" && payment.bank_account_number;
  return (
    <section
      className={styles.card}
      data-testid="payment-instructions"
      data-status={recharge.status}
      data-method={payment.method}
      data-provider={payment.provider}
    >
      {payment.demo ? <DemoBanner /> : null}
      <h3 className={styles.title}>
        {payment.method === "promptpay" ? t("wallet.recharge.scanTitle") : t("wallet.recharge.transferTitle")}
      </h3>
      <Money amount={recharge.amount} className={styles.amount} testId="payment-amount" />
      {pending && payment.promptpay_payload ? (
        <QrCountdown
          qrExpiresAt={payment.qr_expires_at}
          expiresAt={payment.expires_at}
          refreshing={props.refreshing}
          onFreshQr={props.onFreshQr}
        >
          <PromptPayQr payload={payment.promptpay_payload} />
          <SaveQr
            payload={payment.promptpay_payload}
            amountText={formatMoney(recharge.amount)}
            baht={recharge.amount}
            reference={payment.reference}
            qrExpiresAt={payment.qr_expires_at}
            buttonClassName={styles.qrButton}
            testIdPrefix="payment"
          />
        </QrCountdown>
      ) : null}
      {transfer ? (
        <div className={styles.account} data-testid="payment-bank-account">
          <dl className={styles.accountRows}>
            <div className={styles.copyRow}>
              <dt>{t("wallet.recharge.bankName")}</dt>
              <dd data-testid="payment-bank-name">{bankLabel(payment.bank_name ?? "", i18n.language)}</dd>
            </div>
            <CopyRow
              label={t("wallet.recharge.accountNumber")}
              value={payment.bank_account_number ?? ""}
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
        {transfer ? null : (
          <div>
            <dt>{t("wallet.recharge.reference")}</dt>
            <dd data-testid="payment-reference">{payment.reference}</dd>
          </div>
        )}
        <div>
          <dt>{t("payments.screen.providerLabel")}</dt>
          <dd data-testid="payment-provider">{t(`payments.screen.providers.${payment.provider}`)}</dd>
        </div>
        <div>
          <dt>{t("wallet.recharge.status")}</dt>
          <dd className={styles[recharge.status]} data-testid="payment-status">
            {t(`payments.screen.status.${payment.status}`)}
          </dd>
        </div>
      </dl>
      {pending && payment.method === "bank_transfer" ? (
        <p className={styles.waiting} data-testid="payment-waiting-review">
          <ClockIcon size={16} />
          <span>{t("wallet.recharge.transferReview")}</span>
        </p>
      ) : null}
      {pending && payment.method === "promptpay" ? (
        <PaymentProgress recharge={recharge} simulating={props.simulating} onSimulate={props.onSimulate} />
      ) : null}
      {recharge.status === "approved" ? (
        <p className={styles.paid} data-testid="payment-paid">
          <CheckCircleIcon size={16} />
          <span>{t("payments.screen.paid")}</span>
        </p>
      ) : null}
      {recharge.status === "rejected" && recharge.reason ? (
        <p className={styles.rejected}>{t("revenue.reason", { reason: recharge.reason })}</p>
      ) : null}
      {recharge.status === "cancelled" ? (
        <>
          <p className={styles.ended} data-testid="payment-ended">
            <CloseCircleIcon size={16} />
            <span>{t("payments.screen.ended")}</span>
          </p>
          <Button color="primary" block onClick={onNewTopUp} data-testid="payment-new-top-up">
            {t("payments.screen.newTopUp")}
          </Button>
        </>
      ) : null}
      {pending && payment.provider === "manual" ? (
        <Button block onClick={onDone} data-testid="payment-done">
          {t("wallet.recharge.backToProfile")}
        </Button>
      ) : null}
    </section>
  );
}
