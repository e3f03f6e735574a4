import { useTranslation } from "react-i18next";
import styles from "./product-card.module.css";

/** "-26%": computed by the server from the prices (spec section 9); nothing when not on sale. */
export function DiscountBadge({ percent, className }: { percent: number; className?: string }) {
  const { t } = useTranslation();
  if (percent <= 0) return null;
  return (
    <span className={[styles.discount, className].join(" ")} data-testid="discount-badge">
      {t("catalogue.card.discount", { percent })}
    </span>
  );
}
