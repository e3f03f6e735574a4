import { Rate } from "antd-mobile";
import { displayRating } from "../rules/product-text";
import styles from "./product-card.module.css";

/** Stars out of five, five when there is no rating yet (spec section 9), with the figure beside. */
export function RatingStars({ average, size = 12 }: { average: number | null; size?: number }) {
  const value = displayRating(average);
  return (
    <span className={styles.rating} data-testid="rating">
      <Rate readOnly allowHalf value={Math.round(value * 2) / 2} style={{ "--star-size": `${size}px` }} />
      <span className={styles.ratingValue}>{value.toFixed(1)}</span>
    </span>
  );
}
