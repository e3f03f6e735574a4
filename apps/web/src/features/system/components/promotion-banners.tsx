import type { DisplayItem } from "@seller/contract/system";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import festival from "../../../assets/emoji/festival.svg";
import { paths } from "../../../config/paths";
import styles from "./promotions.module.css";
import { useFollowLink } from "./use-follow-link";

/** An operator's banner picture, linked when it has a link. */
function PictureBanner({ item, testId }: { item: DisplayItem; testId: string }) {
  const follow = useFollowLink();
  return (
    <button
      type="button"
      className={styles.pictureBanner}
      onClick={() => follow(item.link)}
      disabled={!item.link}
      data-testid={testId}
    >
      <img src={item.image} alt="" className={styles.slideImage} />
    </button>
  );
}

/**
 * The coupon banner, shown only when an operator has set one (DECISIONS.md
 * "Screens": no screen promises what does not exist; there is no coupon engine).
 */
export function CouponBanner({ item }: { item: DisplayItem | null }) {
  return item ? <PictureBanner item={item} testId="coupon-banner" /> : null;
}

/** The festival banner, shown only when an operator has set one (DECISIONS.md "Screens"). */
export function FestivalBanner({ item }: { item: DisplayItem }) {
  return <PictureBanner item={item} testId="festival-banner" />;
}

/**
 * The carousel's fallback with no operator pictures and no festival banner: it
 * promises nothing, and leads to what every seller can do, picking products.
 */
export function CatalogueBanner() {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.products.href()}
      className={[styles.festival, styles.catalogueBanner].join(" ")}
      data-testid="catalogue-banner"
    >
      <span className={styles.festivalText}>
        <strong>{t("home.fallbackBanner.title")}</strong>
        <span>{t("home.fallbackBanner.subtitle")}</span>
      </span>
      <img src={festival} alt="" className={styles.festivalPicture} />
    </Link>
  );
}
