import { Button, ErrorBlock } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FileTextIcon } from "../../components/icons";
import { PageLoading } from "../../components/page-loading";
import { useExportTransactions } from "../../features/wallet/api/export-transactions";
import { type TransactionFilters, useTransactions } from "../../features/wallet/api/get-transactions";
import listStyles from "../../features/wallet/components/revenue.module.css";
import { RevenueFilters } from "../../features/wallet/components/revenue-filters";
import { RevenueSummary } from "../../features/wallet/components/revenue-summary";
import { TransactionItem } from "../../features/wallet/components/transaction-item";
import { ScreenFrame } from "../shell/screen-frame";
import styles from "./wallet-screens.module.css";

/**
 * /revenue-record: balance and this month's profit, filters, reconciling
 * totals, the history with load-more, and its CSV under the same filters.
 */
export function RevenueRecordScreen() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<TransactionFilters>({});
  const history = useTransactions(filters);
  const exporting = useExportTransactions();
  const pages = history.data?.pages ?? [];
  const first = pages[0];
  const items = pages.flatMap((page) => page.transactions);

  return (
    <ScreenFrame title={t("revenue.title")} showTabBar={false}>
      <div className={styles.stack}>
        {first ? <RevenueSummary page={first} /> : null}
        <RevenueFilters value={filters} onChange={setFilters} />
        <Button
          className={styles.exportButton}
          size="small"
          fill="outline"
          loading={exporting.isPending}
          onClick={() => exporting.mutate(filters)}
          data-testid="revenue-export"
        >
          <FileTextIcon size={16} /> {t("revenue.exportCsv")}
        </Button>
        {history.isError && !first ? (
          <ErrorBlock status="disconnected" title={t("revenue.loadFailed")} description={null}>
            <Button color="primary" fill="outline" onClick={() => void history.refetch()}>
              {t("common.retry")}
            </Button>
          </ErrorBlock>
        ) : !first ? (
          <PageLoading />
        ) : items.length === 0 ? (
          <p className={styles.empty} data-testid="revenue-empty">
            {t("revenue.empty")}
          </p>
        ) : (
          <ul className={listStyles.list} data-testid="transaction-list">
            {items.map((item) => (
              <TransactionItem key={item.id} item={item} />
            ))}
          </ul>
        )}
        {history.hasNextPage ? (
          <Button
            className={styles.loadMore}
            fill="outline"
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
            data-testid="revenue-load-more"
          >
            {t("revenue.loadMore")}
          </Button>
        ) : null}
      </div>
    </ScreenFrame>
  );
}
