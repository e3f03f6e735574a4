import type { Verification } from "@seller/contract/verification";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ChevronRightIcon } from "../../../components/icons";
import { paths } from "../../../config/paths";
import { COMPLETION_FIELDS, completedFieldCount, profileCompletion } from "../rules/profile-completion";
import type { VerificationStatus } from "../rules/verification-status";
import styles from "./profile-completion.module.css";

/** The profile fields the completion reads; the seller's profile fits as it is. */
type ProfileFields = {
  full_name: string | null;
  id_number: string | null;
  phone: string | null;
  address: string | null;
};

const RADIUS = 22;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * Spec section 3: how much of the profile is filled in, over six fields. A tap
 * opens /verification, where four of them are given; it is also the way back
 * there for a pending or rejected seller, whom the badge and tile no longer
 * show, so the verification's state is named here too.
 */
export function ProfileCompletion({
  profile,
  verification,
  status,
}: {
  profile: ProfileFields;
  verification: Verification | null;
  status: VerificationStatus;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const input = {
    fullName: profile.full_name,
    idNumber: profile.id_number,
    phone: profile.phone,
    address: profile.address,
    frontImage: verification?.id_card_front_url,
    backImage: verification?.id_card_back_url,
  };
  const percent = profileCompletion(input);
  const done = completedFieldCount(input);

  return (
    <button
      type="button"
      className={styles.card}
      onClick={() => navigate(paths.verification.href())}
      data-testid="profile-completion"
      data-value={percent}
    >
      <span className={styles.ring} role="img" aria-label={`${percent}%`}>
        <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
          <circle cx="28" cy="28" r={RADIUS} className={styles.track} />
          {percent > 0 ? (
            <circle
              cx="28"
              cy="28"
              r={RADIUS}
              className={styles.bar}
              strokeDasharray={CIRCUMFERENCE}
              strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
            />
          ) : null}
        </svg>
        <span className={styles.percent} data-testid="profile-completion-value">
          {percent}%
        </span>
      </span>
      <span className={styles.text}>
        <span className={styles.titleRow}>
          <span className={styles.title}>{t("verification.profile.completion")}</span>
          {status !== "unverified" ? (
            <span
              className={[styles.state, styles[status]].join(" ")}
              data-testid="profile-verification-state"
            >
              {t(`verification.status.${status}.title`)}
            </span>
          ) : null}
        </span>
        <span className={styles.detail}>
          {t("verification.profile.completionDetail", { done, total: COMPLETION_FIELDS.length })}
        </span>
      </span>
      <ChevronRightIcon size={18} className={styles.arrow} />
    </button>
  );
}
