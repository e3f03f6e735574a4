import type { DisplayItem } from "@seller/contract/system";
import { useTranslation } from "react-i18next";
import coupon from "../../../assets/emoji/coupon.svg";
import festival from "../../../assets/emoji/festival.svg";
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
 * The new-user coupon banner (spec section 2: a 100-unit coupon). DECISIONS
 * "Catalogue": a picture and a text only, there is no coupon engine; an
 * operator's picture replaces the drawn one.
 */
export function CouponBanner({ item }: { item: DisplayItem | null }) {
  const { t } = useTranslation();
  if (item) return <PictureBanner item={item} testId="coupon-banner" />;
  return (
    <div className={styles.coupon} data-testid="coupon-banner">
      <img src={coupon} alt="" className={styles.couponPicture} />
      <div className={styles.couponText}>
        <strong>{t("home.coupon.title")}</strong>
        <span>{t("home.coupon.subtitle")}</span>
      </div>
      <span className={styles.couponAmount}>{t("home.coupon.amount")}</span>
    </div>
  );
}

/** The 9.9 festival banner (prices from 9), shown when the carousel has no pictures. */
export function FestivalBanner({ item }: { item: DisplayItem | null }) {
  const { t } = useTranslation();
  if (item) return <PictureBanner item={item} testId="festival-banner" />;
  return (
    <div className={styles.festival} data-testid="festival-banner">
      <div className={styles.festivalText}>
        <span className={styles.festivalDate}>9.9</span>
        <strong>{t("home.festival.title")}</strong>
        <span>{t("home.festival.subtitle")}</span>
      </div>
      <img src={festival} alt="" className={styles.festivalPicture} />
    </div>
  );
}
