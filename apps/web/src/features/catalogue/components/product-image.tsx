import { useState } from "react";
import brokenImage from "../../../assets/emoji/broken-image.svg";
import styles from "./product-card.module.css";

type ProductImageProps = {
  src: string | null | undefined;
  srcSet?: string | undefined;
  /** The width the picture takes on screen, for the browser to pick from srcset. */
  sizes?: string | undefined;
  alt: string;
  className?: string | undefined;
  /** Above the fold (the detail's first picture): load at once, not lazily. */
  eager?: boolean;
};

/** A product picture; a missing or broken one shows the box placeholder (spec section 8). */
export function ProductImage({ src, srcSet, sizes, alt, className, eager }: ProductImageProps) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <span
        className={[styles.placeholder, className].join(" ")}
        role="img"
        aria-label={alt}
        data-testid="image-placeholder"
      >
        <img src={brokenImage} alt="" />
      </span>
    );
  }
  return (
    <img
      className={className}
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
