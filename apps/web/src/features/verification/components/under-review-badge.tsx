import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ShieldIcon } from "../../../components/icons";
import { paths } from "../../../config/paths";
import styles from "./unverified-badge.module.css";

/**
 * The "under review" pill beside the seller's name while the identity review is
 * pending, instead of no status at all; it opens the verification screen, which
 * says how long the review usually takes and what it opens.
 */
export function UnderReviewBadge() {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.verification.href()}
      className={[styles.badge, styles.review].join(" ")}
      data-testid="under-review-badge"
    >
      <ShieldIcon size={14} />
      <span>{t("verification.underReview.badge")}</span>
    </Link>
  );
}
