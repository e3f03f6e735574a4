import type { SellerProfile } from "@seller/contract/seller";
import { Skeleton } from "antd-mobile";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styles from "./profile-card.module.css";

/** The first letter of the name, as the avatar until sellers can upload one. */
function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? "?";
}

/**
 * The header card of the profile screen: avatar initial, display name, ID and account.
 * `badge` sits beside the name; the screen decides what goes there (a feature's badge).
 */
export function ProfileCard({ profile, badge }: { profile: SellerProfile; badge?: ReactNode }) {
  const { t } = useTranslation();
  const name = profile.display_name || profile.account;
  return (
    <section className={styles.card} data-testid="profile-card">
      <span className={styles.avatar} aria-hidden="true">
        {initialOf(name)}
      </span>
      <div className={styles.identity}>
        <div className={styles.nameRow}>
          <h2 className={styles.name} data-testid="profile-name">
            {name}
          </h2>
          {badge}
        </div>
        <p className={styles.id} data-testid="profile-id">
          {t("profile.id", { id: profile.id })}
        </p>
      </div>
    </section>
  );
}

export function ProfileCardSkeleton() {
  return (
    <section className={styles.card} aria-busy="true" data-testid="profile-skeleton">
      <span className={styles.avatar} />
      <div className={styles.identity}>
        <Skeleton.Title animated className={styles.skeletonName} />
        <Skeleton.Paragraph lineCount={1} animated className={styles.skeletonId} />
      </div>
    </section>
  );
}
