import type { TransactionsPage } from "@seller/contract/transactions";
import { useTranslation } from "react-i18next";
import { Money } from "../../../components/money";
import styles from "./revenue.module.css";

/**
 * The balance banner with this month's profit (the stored profit of the
 * orders completed this month, labelled profit) and the totals of the
 * filtered list, computed by the server over approved items (DECISIONS
 * "Wallet": they reconcile with the list; no "divide by 11").
 */
export function RevenueSummary({ page }: { page: TransactionsPage }) {
  const { t } = useTranslation();
  return (
    <section className={styles.banner} data-testid="revenue-banner">
      <p className={styles.bannerLabel}>{t("wallet.summary.available")}</p>
      <Money amount={page.available_balance} className={styles.bannerValue} testId="revenue-balance" />
      <p className={styles.bannerMonth}>
        {t("revenue.monthProfit")} <Money amount={page.month_profit} testId="revenue-month-profit" />
        <span className={styles.bannerMonthNote}>{t("revenue.monthProfitNote")}</span>
      </p>
      <div className={styles.totals}>
        <div>
          <p className={styles.bannerLabel}>{t("revenue.income")}</p>
          <Money amount={page.totals.income} className={styles.totalValue} testId="revenue-income" />
        </div>
        <div>
          <p className={styles.bannerLabel}>{t("revenue.expense")}</p>
          <Money amount={page.totals.expense} className={styles.totalValue} testId="revenue-expense" />
        </div>
      </div>
      <p className={styles.totalsNote}>{t("revenue.totalsNote")}</p>
    </section>
  );
}
