import { storefrontPageSchema } from "@seller/contract/storefront-answers";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useDeferredValue, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { StoreNotice, StoreView } from "../../components/storefront/store-view";
import { storefrontCall } from "../api";
import { closedKey } from "../closed";
import { currentLanguage } from "../i18n";
import { storefrontPaths } from "../paths";
import { Message, TopBar, ui } from "../ui";

const PAGE_SIZE = 40;

/** /s/{slug}: the store as its preview shows it, in its theme colour (DECISIONS "Store and storefront"). */
export function StorePage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [keyword, setKeyword] = useState("");
  const [category, setCategory] = useState<string | undefined>();
  const search = useDeferredValue(keyword.trim());
  const language = currentLanguage();
  const pages = useInfiniteQuery({
    queryKey: ["storefront", slug, search, category, language],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ page: String(pageParam), per_page: String(PAGE_SIZE) });
      if (search) query.set("keyword", search);
      if (category) query.set("category", category);
      return storefrontCall(`/storefront/${slug}?${query}`, storefrontPageSchema, { signal });
    },
    getNextPageParam: (last) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
    placeholderData: (previous) => previous,
  });
  const first = pages.data?.pages[0];
  useEffect(() => {
    if (first) document.title = first.store.store_name || t("storefront.untitled");
  }, [first, t]);

  if (!first) {
    if (pages.isError) {
      return (
        <>
          <TopBar />
          <Message
            onRetry={
              (pages.error as { status?: number }).status === 404 ? undefined : () => void pages.refetch()
            }
          >
            {pages.error.message}
          </Message>
        </>
      );
    }
    return <Message busy />;
  }
  const products = pages.data?.pages.flatMap((page) => page.products) ?? [];
  const notice = !first.store.is_open ? (
    <StoreNotice testId="store-closed">{t(closedKey(first.store))}</StoreNotice>
  ) : products.length === 0 ? (
    <StoreNotice testId="store-empty">
      {search || category ? t("storefront.noMatch") : t("storefront.empty")}
    </StoreNotice>
  ) : undefined;
  return (
    <StoreView
      store={first.store}
      products={products}
      categories={first.categories}
      keyword={keyword}
      onKeyword={setKeyword}
      category={category}
      onCategory={setCategory}
      productHref={(id) => storefrontPaths.product.href(slug, id)}
      onNavigate={navigate}
      notice={notice}
      top={<TopBar slug={slug} title={first.store.store_name} />}
      more={
        <div style={{ textAlign: "center", padding: "4px 0 12px" }}>
          {pages.hasNextPage ? (
            <button
              type="button"
              className={ui.secondary}
              onClick={() => void pages.fetchNextPage()}
              disabled={pages.isFetchingNextPage}
              data-testid="store-more"
            >
              {t("storefront.more")}
            </button>
          ) : null}
          {/* A buyer who lost their order's link finds it here (DECISIONS "Store and storefront"). */}
          <p>
            <Link
              href={storefrontPaths.lookup.href(slug)}
              className={ui.textLink}
              data-testid="find-my-order"
            >
              {t("storefront.lookup.link")}
            </Link>
          </p>
        </div>
      }
    />
  );
}
