import { useTranslation } from "react-i18next";
import { Money } from "../../../components/money";
import { formatAmount } from "../../../lib/money";
import styles from "./wallet-form.module.css";

/**
 * The balance at the top of the recharge and withdrawal screens. On the
 * withdrawal screen it is what can leave, "withdrawable" (DECISIONS.md
 * "Wallet"), and when demo money holds part of the balance back, says how much
 * and why, so the header and the form's messages name the same figure.
 */
export function BalanceBanner({
  available,
  withdrawable,
  sandbox,
}: {
  available: string;
  withdrawable?: string;
  sandbox?: string;
}) {
  const { t } = useTranslation();
  const held = sandbox !== undefined && !/^0+(\.0+)?$/.test(sandbox);
  return (
    <section className={styles.balanceCard} data-testid="balance-banner">
      <p className={styles.balanceLabel}>
        {withdrawable === undefined ? t("wallet.summary.available") : t("wallet.withdraw.withdrawableLabel")}
      </p>
      <Money
        amount={withdrawable ?? available}
        className={styles.balanceValue}
        testId={withdrawable === undefined ? "balance-available" : "balance-withdrawable"}
        fit
      />
      {withdrawable !== undefined && held ? (
        <p className={styles.balanceNote} data-testid="withdrawal-sandbox-held">
          {t("wallet.withdraw.balanceNote", {
            available: formatAmount(available),
            sandbox: formatAmount(sandbox),
          })}
        </p>
      ) : null}
    </section>
  );
}
