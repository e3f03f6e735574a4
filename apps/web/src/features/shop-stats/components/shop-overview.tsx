import type { ShopOverview as Overview, TodayStats } from "@seller/contract/shop-stats";
import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { Money } from "../../../components/money";
import styles from "./shop-stats.module.css";

/** One figure of a card: "…" until its call has answered. */
function Figure({
  label,
  testId,
  ready,
  children,
}: {
  label: string;
  testId: string;
  ready: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={styles.figure}>
      <span className={styles.label}>{label}</span>
      <span className={styles.value} data-testid={testId}>
        {ready ? children : "…"}
      </span>
    </div>
  );
}

/**
 * The shop's four figures (spec "Shop": overview); profit is the stored,
 * realised one. Each reads "…" until they arrive; a failed call says so and
 * offers to try again, rather than a zero or a wait that never ends.
 */
export function ShopOverview({
  overview,
  failed,
  onRetry,
}: {
  overview: Overview | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const ready = overview !== undefined;
  return (
    <section className={styles.card} data-testid="shop-overview">
      <div className={styles.head}>
        <h2>{t("shopStats.overview")}</h2>
      </div>
      {failed && !overview ? (
        <div className={styles.failed} role="alert" data-testid="overview-failed">
          <span>{t("shopStats.overviewLoadFailed")}</span>
          <Button
            size="small"
            color="primary"
            fill="outline"
            className={styles.retry}
            onClick={onRetry}
            data-testid="overview-retry"
          >
            {t("common.retry")}
          </Button>
        </div>
      ) : (
        <div className={styles.grid}>
          <Figure label={t("shopStats.todayOrders")} testId="overview-today-orders" ready={ready}>
            {overview?.today_orders_count}
          </Figure>
          <Figure label={t("shopStats.totalOrders")} testId="overview-total-orders" ready={ready}>
            {overview?.total_orders_count}
          </Figure>
          <Figure label={t("shopStats.todayProfit")} testId="overview-today-profit" ready={ready}>
            {overview && <Money amount={overview.today_profit} fit />}
          </Figure>
          <Figure label={t("shopStats.totalProfit")} testId="overview-total-profit" ready={ready}>
            {overview && <Money amount={overview.total_profit} fit />}
          </Figure>
        </div>
      )}
    </section>
  );
}

/** What a failed call shows (spec section 8): zeros, without a toast. */
const NOTHING_TODAY: TodayStats = { order_count: 0, income: "0.00", visitors: 0 };

/**
 * Today's orders, income and visitors (spec "Today stats"). Until the figures
 * arrive each reads "…", as the overview's do: a seller never sees a zero
 * income that is not theirs. A failed call shows zeros (spec section 8).
 */
export function TodayCard({ stats, failed }: { stats: TodayStats | undefined; failed: boolean }) {
  const { t } = useTranslation();
  const shown = stats ?? (failed ? NOTHING_TODAY : undefined);
  const ready = shown !== undefined;
  return (
    <section className={styles.card} data-testid="today-card">
      <div className={styles.head}>
        <h2>{t("shopStats.today")}</h2>
      </div>
      <div className={`${styles.grid} ${styles.grid3}`}>
        <Figure label={t("shopStats.todayOrders")} testId="today-orders" ready={ready}>
          {shown?.order_count}
        </Figure>
        <Figure label={t("shopStats.profit")} testId="today-income" ready={ready}>
          {shown && <Money amount={shown.income} fit />}
        </Figure>
        <Figure label={t("shopStats.visitors")} testId="today-visitors" ready={ready}>
          {shown?.visitors}
        </Figure>
      </div>
    </section>
  );
}
