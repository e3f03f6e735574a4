import { useTranslation } from "react-i18next";
import { Money } from "../../../components/money";
import styles from "./wallet-form.module.css";

/** The available balance at the top of the recharge and withdrawal screens. */
export function BalanceBanner({ available }: { available: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.balanceCard} data-testid="balance-banner">
      <p className={styles.balanceLabel}>{t("wallet.summary.available")}</p>
      <Money amount={available} className={styles.balanceValue} testId="balance-available" />
    </section>
  );
}
