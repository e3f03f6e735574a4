import type { ListedProduct, ListingScope } from "@seller/contract/store";
import { Button, DotLoading, InfiniteScroll } from "antd-mobile";
import { useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevealedCount } from "../../../components/use-revealed-count";
import { alertDialog, confirmDialog } from "../../../lib/dialog";
import { describeError } from "../../../lib/error-handler";
import { toast } from "../../../lib/notify";
import { useSellerProducts } from "../api/get-seller-products";
import { useListProducts } from "../api/list-products";
import { useUnlistProduct } from "../api/unlist-product";
import { isDepositRequired, toggled } from "../rules/listing";
import styles from "./listing.module.css";
import { ProductCheckCard } from "./product-check-card";

type Props = {
  scope: ListingScope;
  categories: { key: string; name: string }[];
  /** Listing was refused for want of a security deposit: the screen offers to pay it. */
  onDepositRequired: () => void;
  /** Shows the listed / available / selected counters (shop management). */
  showCounters?: boolean;
};

/**
 * The batch-listing section (spec "Shop" and "Shop management"): search,
 * category, select all, clear, a check per product and the batch-list button;
 * on the listed side, each product can be taken out of the store.
 */
export function ListingBoard({ scope, categories, onDepositRequired, showCounters }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState("");
  const [category, setCategory] = useState<string>();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const search = useDeferredValue(keyword.trim());
  const products = useSellerProducts(scope, search, category);
  const list = useListProducts();
  const unlist = useUnlistProduct();
  const loaded = useMemo(() => products.data?.pages.flatMap((page) => page.products) ?? [], [products.data]);
  const first = products.data?.pages[0];
  const { shown, sentinel } = useRevealedCount(loaded.length);

  const batchList = () => {
    if (selected.size === 0) {
      toast.warning(t("shop.listing.noneSelected"));
      return;
    }
    list.mutate([...selected], {
      onSuccess: ({ result }) => {
        setSelected(new Set());
        void alertDialog({
          title: t("shop.listing.summaryTitle"),
          content: t("shop.listing.summary", {
            success: result.success_count,
            failed: result.failed_count,
            already: result.already_listed,
            missing: result.not_found,
          }),
          testId: "listing-summary",
        });
      },
      onError: (error) => {
        if (isDepositRequired(error)) return onDepositRequired();
        toast.error(describeError(error) || t("shop.listing.batchListFailed"));
      },
    });
  };

  const askUnlist = async (product: ListedProduct) => {
    const confirmed = await confirmDialog({
      title: t("shop.listing.unlistTitle"),
      content: t("shop.listing.unlistMessage"),
      confirmText: t("shop.listing.unlist"),
      danger: true,
      testId: "unlist-dialog",
    });
    if (confirmed) unlist.mutate(product.id, { onSuccess: (message) => toast.success(message) });
  };

  return (
    <div className={styles.toolbar}>
      {showCounters && first ? (
        <div className={styles.counters} data-testid="listing-counters">
          <div className={styles.counter}>
            <strong data-testid="count-listed">{first.listed_count}</strong>
            <span>{t("shop.listing.listed")}</span>
          </div>
          <div className={styles.counter}>
            <strong data-testid="count-available">{first.available_count}</strong>
            <span>{t("shop.listing.available")}</span>
          </div>
          <div className={styles.counter}>
            <strong data-testid="count-selected">{selected.size}</strong>
            <span>{t("shop.listing.selected")}</span>
          </div>
        </div>
      ) : null}
      <input
        className={styles.search}
        type="search"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={t("shop.listing.search")}
        aria-label={t("shop.listing.search")}
        data-testid={`listing-search-${scope}`}
      />
      {categories.length > 0 ? (
        <div className={styles.chips}>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={!category}
            onClick={() => setCategory(undefined)}
          >
            {t("shop.listing.allCategories")}
          </button>
          {categories.map((entry) => (
            <button
              key={entry.key}
              type="button"
              className={styles.chip}
              aria-pressed={category === entry.key}
              onClick={() => setCategory(entry.key)}
            >
              {entry.name}
            </button>
          ))}
        </div>
      ) : null}
      {scope === "available" ? (
        <div className={styles.actions}>
          <Button
            size="small"
            onClick={() => setSelected(new Set(loaded.map((product) => product.id)))}
            data-testid="select-all"
          >
            {t("shop.listing.selectAll")}
          </Button>
          <Button size="small" onClick={() => setSelected(new Set())} data-testid="clear-selection">
            {t("shop.listing.clear")}
          </Button>
          <Button
            size="small"
            color="primary"
            className={styles.batchList}
            loading={list.isPending}
            onClick={batchList}
            data-testid="batch-list"
          >
            {t("shop.listing.batchList", { count: selected.size })}
          </Button>
        </div>
      ) : null}
      <div className={styles.list} data-testid={`listing-${scope}`}>
        {loaded.slice(0, shown).map((product) => (
          <ProductCheckCard
            key={product.id}
            product={product}
            checked={selected.has(product.id)}
            onToggle={
              scope === "available" ? () => setSelected((current) => toggled(current, product.id)) : undefined
            }
            action={
              scope === "listed" ? (
                <Button
                  size="mini"
                  fill="outline"
                  color="danger"
                  onClick={() => void askUnlist(product)}
                  data-testid={`unlist-${product.id}`}
                >
                  {t("shop.listing.unlist")}
                </Button>
              ) : null
            }
          />
        ))}
        {shown < loaded.length ? <div key={shown} ref={sentinel} aria-hidden="true" /> : null}
        {products.isPending ? (
          <div className={styles.empty}>
            <DotLoading />
          </div>
        ) : loaded.length === 0 ? (
          <p className={styles.empty} data-testid={`listing-empty-${scope}`}>
            {scope === "listed" ? t("shop.listing.noneListed") : t("shop.listing.noneAvailable")}
          </p>
        ) : null}
      </div>
      {/* The next page is asked for once every loaded card is drawn, as the seller reaches the end. */}
      {products.hasNextPage && shown === loaded.length ? (
        <InfiniteScroll
          loadMore={async () => void (await products.fetchNextPage())}
          hasMore={products.hasNextPage}
        />
      ) : null}
    </div>
  );
}
