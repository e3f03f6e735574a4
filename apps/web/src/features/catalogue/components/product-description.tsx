import { useMemo } from "react";
import { descriptionHtml } from "../rules/description";
import styles from "./product-detail.module.css";

/** The description, sanitised by DOMPurify with the spec's rules before it reaches the page. */
export function ProductDescription({ text }: { text: string }) {
  const html = useMemo(() => descriptionHtml(text), [text]);
  if (!html) return null;
  return (
    <div
      className={styles.description}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: descriptionHtml sanitises with DOMPurify (tested)
      dangerouslySetInnerHTML={{ __html: html }}
      data-testid="description"
    />
  );
}
