import type { CSSProperties } from "react";
import { displayRating } from "../rules/product-text";
import styles from "./rating-stars.module.css";

const STARS = [1, 2, 3, 4, 5] as const;

/** antd-mobile's Rate star, drawn here: its Rate brings a drag library and springs for taps a display never takes. */
function Star() {
  return (
    <svg viewBox="0 0 42 40" aria-hidden="true" focusable="false">
      <path
        d="m21 34-10.52 5.53a2 2 0 0 1-2.902-2.108l2.01-11.714-8.511-8.296a2 2 0 0 1 1.108-3.411l11.762-1.71 5.26-10.657a2 2 0 0 1 3.586 0l5.26 10.658L39.815 14a2 2 0 0 1 1.108 3.411l-8.51 8.296 2.009 11.714a2 2 0 0 1-2.902 2.109L21 34Z"
        fill="currentColor"
        fillRule="evenodd"
      />
    </svg>
  );
}

const row = STARS.map((star) => <Star key={star} />);

/**
 * Five grey stars with gold ones over them, cut at the value to the nearest half. Shown alone it
 * needs a label (what a screen reader reads); beside its figure it is that figure's picture.
 */
export function StarRow({ value, size, label }: { value: number; size: number; label?: string }) {
  const shown = Math.round(value * 2) / 2;
  return (
    <span
      className={styles.stars}
      style={{ "--star-size": `${size}px` } as CSSProperties}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      {row}
      <span className={styles.filled} style={{ width: `${(shown / STARS.length) * 100}%` }}>
        {row}
      </span>
    </span>
  );
}

/** Stars out of five, five when there is no rating yet (spec section 9), with the figure beside. */
export function RatingStars({ average, size = 12 }: { average: number | null; size?: number }) {
  const value = displayRating(average);
  return (
    <span className={styles.rating} data-testid="rating">
      <StarRow value={value} size={size} />
      <span className={styles.value}>{value.toFixed(1)}</span>
    </span>
  );
}
