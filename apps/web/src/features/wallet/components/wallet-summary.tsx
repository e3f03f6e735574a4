import type { SellerProfile } from "@seller/contract/seller";
import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { Money } from "../../../components/money";
import styles from "./wallet-summary.module.css";

type Props = {
  profile: Pick<
    SellerProfile,
    "available_balance" | "freeze_amount" | "wallet_balance_thb" | "has_deposit" | "deposit_amount"
  >;
  onPayDeposit: () => void;
  paying?: boolean;
};

/** The profile's wallet: available, frozen, total, and the security deposit with its pay button (spec section 2). */
export function WalletSummary({ profile, onPayDeposit, paying = false }: Props) {
  const { t } = useTranslation();
  return (
    <section className={styles.card} data-testid="wallet-summary" aria-label={t("wallet.summary.title")}>
      <p className={styles.label}>{t("wallet.summary.available")}</p>
      <Money amount={profile.available_balance} className={styles.available} testId="wallet-available" fit />
      <div className={styles.row}>
        <div>
          <p className={styles.label}>{t("wallet.summary.frozen")}</p>
          <Money amount={profile.freeze_amount} className={styles.value} testId="wallet-frozen" fit />
        </div>
        <div>
          <p className={styles.label}>{t("wallet.summary.total")}</p>
          <Money amount={profile.wallet_balance_thb} className={styles.value} testId="wallet-total" fit />
        </div>
      </div>
      <div className={styles.deposit}>
        <div>
          <p className={styles.label}>{t("wallet.summary.deposit")}</p>
          <p className={styles.depositStatus} data-testid="deposit-status" data-paid={profile.has_deposit}>
            {profile.has_deposit ? (
              <>
                {t("wallet.summary.depositHeld")} <Money amount={profile.deposit_amount} />
              </>
            ) : (
              t("wallet.summary.depositNotPaid")
            )}
          </p>
        </div>
        <Button
          size="small"
          shape="rounded"
          className={styles.pay}
          disabled={profile.has_deposit}
          loading={paying}
          onClick={onPayDeposit}
          data-testid="deposit-pay-button"
        >
          {profile.has_deposit ? t("wallet.summary.depositPaid") : t("wallet.summary.payDeposit")}
        </Button>
      </div>
    </section>
  );
}
