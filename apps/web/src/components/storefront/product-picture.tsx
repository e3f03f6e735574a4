import { useState } from "react";
import styles from "./product-picture.module.css";

/** A product picture, or a box when it is missing or broken (spec section 8). */
export function ProductPicture({
  src,
  srcSet,
  sizes,
  alt,
  eager,
}: {
  src: string | null | undefined;
  srcSet?: string | undefined;
  sizes?: string;
  alt: string;
  eager?: boolean;
}) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <span className={styles.noPicture} role="img" aria-label={alt}>
        <svg viewBox="0 0 24 24" width="40%" height="40%" aria-hidden="true">
          <path
            d="M12 3 3 7.5v9L12 21l9-4.5v-9L12 3zm0 2.2 6.3 3.1L12 11.5 5.7 8.3 12 5.2zM5 9.9l6 3v5.9l-6-3V9.9zm8 8.9v-5.9l6-3v5.9l-6 3z"
            fill="#b5bcc8"
          />
        </svg>
      </span>
    );
  }
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
