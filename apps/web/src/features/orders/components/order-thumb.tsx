import { useState } from "react";
import brokenImage from "../../../assets/emoji/broken-image.svg";
import styles from "./orders.module.css";

/** The first line's picture; a missing or broken one shows the box placeholder (spec section 8). */
export function OrderThumb({ src, alt }: { src: string | null; alt: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <img
      className={styles.thumb}
      src={!src || broken ? brokenImage : src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
