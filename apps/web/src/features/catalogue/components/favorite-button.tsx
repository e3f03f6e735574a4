import { useTranslation } from "react-i18next";
import { HeartIcon } from "../../../components/icons";
import { formatCount } from "../../../lib/format";
import { useToggleFavorite } from "../api/toggle-favorite";
import styles from "./product-detail.module.css";

/** The favourite toggle with the likes count (sellers' likes, kept by the server). */
export function FavoriteButton({ id, liked, likes }: { id: number; liked: boolean; likes: number }) {
  const { t } = useTranslation();
  const toggle = useToggleFavorite(id);
  return (
    <button
      type="button"
      className={[styles.favorite, liked ? styles.favoriteOn : ""].join(" ")}
      aria-pressed={liked}
      // The name holds the count it shows (WCAG 2.5.3: label in name).
      aria-label={`${liked ? t("catalogue.detail.unfavorite") : t("catalogue.detail.favorite")} ${formatCount(likes)}`}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(!liked)}
      data-testid="favorite"
    >
      <HeartIcon size={22} filled={liked} />
      <span data-testid="likes-count">{formatCount(likes)}</span>
    </button>
  );
}
