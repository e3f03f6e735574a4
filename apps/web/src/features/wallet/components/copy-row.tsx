import { useTranslation } from "react-i18next";
import { toast } from "../../../lib/notify";
import styles from "./payment-instructions.module.css";

/** One detail of a bank transfer with a copy button: the seller pastes it into the banking app. */
export function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t("wallet.recharge.copied"));
    } catch {
      toast.error(t("wallet.recharge.copyFailed"));
    }
  };
  return (
    <div className={styles.copyRow}>
      <dt>{label}</dt>
      <dd>
        <span data-testid={testId}>{value}</span>
        <button
          type="button"
          className={styles.copy}
          onClick={() => void copy()}
          aria-label={`${t("wallet.recharge.copy")}: ${label}`}
          data-testid={`${testId}-copy`}
        >
          {t("wallet.recharge.copy")}
        </button>
      </dd>
    </div>
  );
}
