import type { ProductDetail } from "@seller/contract/catalogue";
import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format";
import { useMoreReviews } from "../api/get-product-reviews";
import styles from "./product-detail.module.css";
import { RatingStars, StarRow } from "./rating-stars";

/** Reviews: the detail's three, then three more per tap (spec section 9). */
export function ProductReviews({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation();
  const more = useMoreReviews(product.id);
  const reviews = [...product.reviews, ...(more.data?.pages.flatMap((page) => page.reviews) ?? [])];
  const hasMore = reviews.length < product.reviews_count;
  const loadMore = () => void (more.data ? more.fetchNextPage() : more.refetch());

  return (
    <section className={styles.section} data-testid="reviews">
      <h2 className={styles.sectionTitle}>
        {t("catalogue.detail.reviews", { total: product.reviews_count })}
        {product.reviews_count > 0 ? <RatingStars average={product.average_rating} size={14} /> : null}
      </h2>
      {reviews.length === 0 ? (
        <p className={styles.muted} data-testid="no-reviews">
          {t("catalogue.detail.noReviews")}
        </p>
      ) : (
        <ul className={styles.reviews}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.review} data-testid="review">
              <div className={styles.reviewHead}>
                <span className={styles.reviewer}>{review.name}</span>
                {review.is_featured ? (
                  <span className={styles.featured}>{t("catalogue.detail.featured")}</span>
                ) : null}
                <span className={styles.reviewDate}>{formatDate(review.review_date, i18n.language)}</span>
              </div>
              <StarRow
                value={review.rating}
                size={13}
                label={t("catalogue.detail.reviewStars", { value: review.rating })}
              />
              <p className={styles.reviewText}>{review.comment}</p>
            </li>
          ))}
        </ul>
      )}
      {hasMore ? (
        <Button
          block
          fill="outline"
          color="primary"
          loading={more.isFetching}
          onClick={loadMore}
          data-testid="more-reviews"
        >
          {t("catalogue.detail.moreReviews")}
        </Button>
      ) : null}
    </section>
  );
}
