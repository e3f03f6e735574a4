import type { SandboxOutcome } from "@seller/contract/payments";
import type { Recharge } from "@seller/contract/wallet";
import { Button, Space } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { ClockIcon } from "../../../components/icons";
import { formatDateTime } from "../../../lib/format";
import styles from "./payment-instructions.module.css";

type Props = {
  recharge: Recharge;
  simulating: SandboxOutcome | undefined;
  onSimulate: (outcome: SandboxOutcome) => void;
};

/**
 * Who confirms a pending PromptPay payment, as the seller should expect it
 * (DECISIONS "Payments"): the platform's team (manual), Stripe, or, in the
 * demo only, the simulate buttons that stand in for the bank.
 */
export function PaymentProgress({ recharge, simulating, onSimulate }: Props) {
  const { t, i18n } = useTranslation();
  const { payment } = recharge;
  if (payment.provider === "manual") {
    return (
      <div className={styles.waiting} data-testid="payment-waiting-operator">
        <ClockIcon size={16} />
        <div>
          <strong>{t("payments.screen.manualTitle")}</strong>
          <p>{t("payments.screen.manualHint")}</p>
        </div>
      </div>
    );
  }
  const payBefore = payment.expires_at ? (
    <p className={styles.payBefore}>
      {t("payments.screen.payBefore", { time: formatDateTime(payment.expires_at, i18n.language) })}
    </p>
  ) : null;
  if (payment.provider === "stripe") {
    return (
      <>
        <p className={styles.hint} data-testid="payment-stripe">
          {t("payments.screen.stripeHint")}
        </p>
        <p className={styles.polling} aria-live="polite">
          {t("payments.screen.polling")}
        </p>
        {payBefore}
      </>
    );
  }
  const outcomes: { outcome: SandboxOutcome; color: "success" | "danger" | "default"; label: string }[] = [
    { outcome: "paid", color: "success", label: t("payments.screen.simulatePaid") },
    { outcome: "failed", color: "danger", label: t("payments.screen.simulateFailed") },
    { outcome: "expired", color: "default", label: t("payments.screen.simulateExpired") },
  ];
  return (
    <div className={styles.sandbox} data-testid="payment-sandbox">
      <p className={styles.sandboxNote}>{t("payments.screen.sandboxHint")}</p>
      <p className={styles.sandboxTitle}>{t("payments.screen.simulateTitle")}</p>
      <Space direction="vertical" block>
        {outcomes.map(({ outcome, color, label }) => (
          <Button
            key={outcome}
            block
            color={color}
            fill={outcome === "paid" ? "solid" : "outline"}
            loading={simulating === outcome}
            disabled={simulating !== undefined}
            onClick={() => onSimulate(outcome)}
            data-testid={`simulate-${outcome}`}
          >
            {label}
          </Button>
        ))}
      </Space>
      {payBefore}
    </div>
  );
}
