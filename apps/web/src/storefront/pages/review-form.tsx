import { REVIEW_COMMENT_MAX_LENGTH } from "@seller/contract/buyer-input-limits";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ui } from "../ui";
import styles from "./pages.module.css";

/** A 1-5 star review with an optional comment, once the order is completed. */
export function ReviewForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (body: { rating: number; comment: string }) => void;
}) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  return (
    <div className={styles.actions} data-testid="review-form">
      <strong>{t("storefront.order.reviewTitle")}</strong>
      <div className={styles.starPicker}>
        {[1, 2, 3, 4, 5].map((star) => (
          <button
            key={star}
            type="button"
            aria-pressed={star <= rating}
            aria-label={t("storefront.order.stars", { count: star })}
            onClick={() => setRating(star)}
            data-testid={`review-star-${star}`}
          >
            ★
          </button>
        ))}
      </div>
      <textarea
        className={ui.input}
        rows={3}
        maxLength={REVIEW_COMMENT_MAX_LENGTH}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        placeholder={t("storefront.order.reviewPlaceholder")}
        data-testid="review-comment"
      />
      <button
        type="button"
        className={ui.primary}
        disabled={busy || rating === 0}
        onClick={() => onSubmit({ rating, comment })}
        data-testid="review-submit"
      >
        {t("storefront.order.reviewSubmit")}
      </button>
    </div>
  );
}
