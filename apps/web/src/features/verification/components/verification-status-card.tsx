import type { Verification } from "@seller/contract/verification";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { CheckCircleIcon, ClockIcon, CloseCircleIcon, ShieldIcon } from "../../../components/icons";
import { formatDate } from "../../../lib/format";
import type { VerificationStatus } from "../rules/verification-status";
import styles from "./verification-status-card.module.css";

const ICONS: Record<VerificationStatus, ComponentType<{ size?: number }>> = {
  unverified: ShieldIcon,
  pending: ClockIcon,
  verified: CheckCircleIcon,
  rejected: CloseCircleIcon,
};

type Props = { status: VerificationStatus; verification: Verification | null };

/** The top of /verification: where the seller stands, and for a rejection, why. */
export function VerificationStatusCard({ status, verification }: Props) {
  const { t, i18n } = useTranslation();
  const Icon = ICONS[status];
  const submitted = verification?.submitted_at && status !== "unverified" ? verification.submitted_at : null;
  const reviewed = verification?.reviewed_at && status !== "pending" ? verification.reviewed_at : null;
  const reason = status === "rejected" ? verification?.reject_reason : null;

  return (
    <section
      className={[styles.card, styles[status]].join(" ")}
      data-testid="verification-status"
      data-status={status}
      aria-live="polite"
    >
      <div className={styles.head}>
        <span className={styles.icon}>
          <Icon size={24} />
        </span>
        <div className={styles.text}>
          <h2 className={styles.title}>{t(`verification.status.${status}.title`)}</h2>
          <p className={styles.message}>{t(`verification.status.${status}.message`)}</p>
        </div>
      </div>
      {reason ? (
        <div className={styles.reason} data-testid="verification-reject-reason">
          <span className={styles.reasonLabel}>{t("verification.status.reason")}</span>
          <p className={styles.reasonText}>{reason}</p>
        </div>
      ) : null}
      {submitted || reviewed ? (
        <p className={styles.dates}>
          {submitted ? (
            <span>
              {t("verification.status.submittedAt", { date: formatDate(submitted, i18n.language) })}
            </span>
          ) : null}
          {reviewed ? (
            <span>{t("verification.status.reviewedAt", { date: formatDate(reviewed, i18n.language) })}</span>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
