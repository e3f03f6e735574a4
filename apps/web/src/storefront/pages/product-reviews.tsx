import { REVIEWS_PAGE_SIZE, reviewsPageSchema } from "@seller/contract/catalogue-answers";
import type { StorefrontProductDetail } from "@seller/contract/storefront-answers";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { storefrontCall } from "../api";
import { Section, ui } from "../ui";
import styles from "./pages.module.css";

/**
 * The product's reviews: the detail's first ones, then three more per tap until all are shown
 * (spec section 9, as the seller app's product page).
 */
export function ProductReviews({ slug, product }: { slug: string; product: StorefrontProductDetail }) {
  const { t } = useTranslation();
  // Page 1 is the detail's own reviews, so fetching starts at 2; the button starts it.
  const more = useInfiniteQuery({
    queryKey: ["storefront", slug, "product", product.id, "reviews"],
    queryFn: ({ pageParam, signal }) =>
      storefrontCall(
        `/storefront/${slug}/products/${product.id}/reviews?page=${pageParam}&per_page=${REVIEWS_PAGE_SIZE}`,
        reviewsPageSchema,
        { signal },
      ),
    initialPageParam: 2,
    enabled: false,
    getNextPageParam: (last) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
  });
  const reviews = [...product.reviews, ...(more.data?.pages.flatMap((page) => page.reviews) ?? [])];
  if (reviews.length === 0) return null;
  const hasMore = reviews.length < product.reviews_count && (!more.data || more.hasNextPage);
  const showMore = () => void (more.data ? more.fetchNextPage() : more.refetch());
  return (
    <Section title={t("storefront.reviews", { count: product.reviews_count })}>
      <div data-testid="storefront-reviews">
        {reviews.map((review) => (
          <div key={review.id} className={styles.review} data-testid="storefront-review">
            <strong>{review.name}</strong> <span className={styles.stars}>{"★".repeat(review.rating)}</span>
            {review.comment ? <p>{review.comment}</p> : null}
          </div>
        ))}
      </div>
      {more.isError ? (
        <p className={ui.error} role="alert" data-testid="reviews-failed">
          {more.error.message}
        </p>
      ) : null}
      {hasMore ? (
        <button
          type="button"
          className={ui.textLink}
          onClick={showMore}
          disabled={more.isFetching}
          data-testid="reviews-more"
        >
          {t("storefront.moreReviews", { count: product.reviews_count - reviews.length })}
        </button>
      ) : null}
    </Section>
  );
}
