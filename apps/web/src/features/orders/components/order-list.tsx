import type { SellerOrder } from "@seller/contract/seller-orders";
import { Button, ErrorBlock, InfiniteScroll, PullToRefresh } from "antd-mobile";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import emptyPicture from "../../../assets/emoji/empty.svg";
import { PageLoading } from "../../../components/page-loading";
import type { useOrders } from "../api/get-orders";
import styles from "./orders.module.css";

type Props = {
  query: ReturnType<typeof useOrders>;
  failedTitle: string;
  /** Shown in the empty state when filters are set (spec "Completed orders": clear filters). */
  onClearFilters?: (() => void) | undefined;
  renderOrder: (order: SellerOrder) => ReactNode;
  /** Above the list, inside the pull-to-refresh area: the summary and the filters. */
  header?: ReactNode;
};

/** A followed state's orders: pull to refresh, more as the seller scrolls, its own failure and empty states. */
export function OrderList({ query, failedTitle, onClearFilters, renderOrder, header }: Props) {
  const { t } = useTranslation();
  const pages = query.data?.pages ?? [];
  const orders = pages.flatMap((page) => page.orders);
  let body: ReactNode;
  if (query.isError && pages.length === 0) {
    body = (
      <ErrorBlock status="disconnected" title={failedTitle} description={null} data-testid="orders-failed">
        <Button color="primary" fill="outline" onClick={() => void query.refetch()}>
          {t("common.retry")}
        </Button>
      </ErrorBlock>
    );
  } else if (pages.length === 0) {
    body = <PageLoading />;
  } else if (orders.length === 0) {
    body = (
      <div className={styles.empty} data-testid="orders-empty">
        <img src={emptyPicture} alt="" width={64} height={64} />
        <p>{t("orderScreens.empty")}</p>
        <div className={styles.emptyActions}>
          <Button size="small" onClick={() => void query.refetch()} data-testid="orders-reload">
            {t("orderScreens.reload")}
          </Button>
          {onClearFilters ? (
            <Button
              size="small"
              color="primary"
              fill="outline"
              onClick={onClearFilters}
              data-testid="orders-clear"
            >
              {t("orderScreens.clearFilters")}
            </Button>
          ) : null}
        </div>
      </div>
    );
  } else {
    body = (
      <>
        <ul className={styles.list} data-testid="order-list">
          {orders.map(renderOrder)}
        </ul>
        <InfiniteScroll
          hasMore={query.hasNextPage}
          loadMore={async () => {
            await query.fetchNextPage({ throwOnError: true });
          }}
        >
          {query.hasNextPage ? t("common.loading") : t("orderScreens.noMore")}
        </InfiniteScroll>
      </>
    );
  }
  return (
    <PullToRefresh
      onRefresh={async () => {
        await query.refetch();
      }}
      pullingText={t("orderScreens.pull.pulling")}
      canReleaseText={t("orderScreens.pull.release")}
      refreshingText={t("common.loading")}
      completeText={t("orderScreens.pull.done")}
    >
      <div className={styles.stack}>
        {header}
        {body}
      </div>
    </PullToRefresh>
  );
}
