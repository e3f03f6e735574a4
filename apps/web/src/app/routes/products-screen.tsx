import { Button, ErrorBlock, InfiniteScroll, PullToRefresh } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import empty from "../../assets/emoji/empty.svg";
import { paths } from "../../config/paths";
import { fallbackCategories, useCategories } from "../../features/catalogue/api/get-categories";
import { useProducts } from "../../features/catalogue/api/get-products";
import { ProductGrid, ProductGridSkeleton } from "../../features/catalogue/components/product-card";
import styles from "../../features/catalogue/components/products-list.module.css";
import { ProductsToolbar } from "../../features/catalogue/components/products-toolbar";
import { SearchBox } from "../../features/catalogue/components/search-box";
import {
  filterFromSearch,
  type ProductsFilterInput,
  searchFromFilter,
} from "../../features/catalogue/rules/products-filter";
import { describeError } from "../../lib/error-handler";
import { formatCount } from "../../lib/format";
import { ScreenFrame } from "../shell/screen-frame";

/**
 * /products (spec section 2): search, category, hot, on-sale and price
 * filters, the five sorts; 20 a page with more loaded while scrolling, pull to
 * refresh. The filters live in the address, so back and forward keep them.
 */
export function ProductsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const filter = filterFromSearch(search);
  const categories = useCategories();
  const list = useProducts(filter);
  const products = list.data?.pages.flatMap((page) => page.products) ?? [];
  const total = list.data?.pages[0]?.total;

  const change = (next: ProductsFilterInput) =>
    navigate(paths.products.href(searchFromFilter(next)), { replace: true });

  return (
    <ScreenFrame title={t("catalogue.list.title")}>
      <SearchBox
        key={filter.keyword ?? ""}
        initial={filter.keyword ?? ""}
        onSearch={(keyword) => change({ ...filter, keyword })}
        onClear={() => change({ ...filter, keyword: undefined })}
      />
      <ProductsToolbar
        filter={filter}
        categories={categories.data ?? fallbackCategories()}
        onChange={change}
      />
      <PullToRefresh onRefresh={() => list.refetch().then(() => undefined)}>
        {list.isError && !list.data ? (
          <ErrorBlock
            status="disconnected"
            title={describeError(list.error)}
            description={null}
            className={styles.state}
          >
            <Button
              color="primary"
              fill="outline"
              onClick={() => void list.refetch()}
              data-testid="list-retry"
            >
              {t("common.retry")}
            </Button>
          </ErrorBlock>
        ) : !list.data ? (
          <ProductGridSkeleton count={6} />
        ) : products.length === 0 ? (
          <ErrorBlock
            status="empty"
            image={<img src={empty} alt="" className={styles.emptyPicture} />}
            title={t("catalogue.list.empty")}
            description={t("catalogue.list.emptyHint")}
            className={styles.state}
            data-testid="list-empty"
          />
        ) : (
          <>
            <p className={styles.summary} data-testid="list-total">
              {t("catalogue.list.total", { total: formatCount(total ?? 0) })}
            </p>
            <ProductGrid products={products} />
            <InfiniteScroll
              loadMore={() => list.fetchNextPage().then(() => undefined)}
              hasMore={list.hasNextPage}
            >
              {list.hasNextPage ? t("common.loading") : t("catalogue.list.end")}
            </InfiniteScroll>
          </>
        )}
      </PullToRefresh>
    </ScreenFrame>
  );
}
