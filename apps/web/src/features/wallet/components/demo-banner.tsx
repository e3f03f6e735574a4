import { useTranslation } from "react-i18next";
import { AlertIcon } from "../../../components/icons";
import styles from "./payment-instructions.module.css";

/** DECISIONS "Payments": the demo (DEMO=1) says so on every payment screen. */
export function DemoBanner() {
  const { t } = useTranslation();
  return (
    <div className={styles.demo} role="note" data-testid="payment-demo">
      <span className={styles.demoBadge}>{t("payments.screen.demoBadge")}</span>
      <AlertIcon size={16} />
      <span>{t("payments.screen.demoNote")}</span>
    </div>
  );
}
