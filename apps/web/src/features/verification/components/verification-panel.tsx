import { Button, ErrorBlock, Skeleton } from "antd-mobile";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useVerification } from "../api/get-verification";
import { useUnsubmittedUploads } from "../hooks/use-unsubmitted-uploads";
import { isVerificationEditable, toVerificationStatus } from "../rules/verification-status";
import { VerificationForm } from "./verification-form";
import styles from "./verification-panel.module.css";
import { VerificationStatusCard } from "./verification-status-card";

/** When an image fails to load, the record is loaded again at most this often. */
const IMAGE_REFRESH_GAP_MS = 30_000;

/** The body of /verification: the status card on top, then the form, editable or locked (spec section 4). */
export function VerificationPanel({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation();
  const query = useVerification();
  const [discards, setDiscards] = useState(0);
  const uploads = useUnsubmittedUploads({ onDiscarded: () => setDiscards((count) => count + 1) });
  const lastRefresh = useRef(0);

  if (query.isPending) return <PanelSkeleton />;
  if (query.isError) {
    return (
      <ErrorBlock
        status="disconnected"
        title={t("verification.loadFailed")}
        description={null}
        className={styles.error}
      >
        <Button
          color="primary"
          fill="outline"
          onClick={() => void query.refetch()}
          data-testid="verification-retry"
        >
          {t("common.retry")}
        </Button>
      </ErrorBlock>
    );
  }

  const verification = query.data;
  const status = toVerificationStatus(verification);
  const editable = isVerificationEditable(status, verification?.submitted_at);
  const refreshImages = () => {
    if (Date.now() - lastRefresh.current < IMAGE_REFRESH_GAP_MS) return;
    lastRefresh.current = Date.now();
    void query.refetch();
  };

  return (
    <div className={styles.stack}>
      <VerificationStatusCard status={status} verification={verification} />
      {editable ? <p className={styles.intro}>{t("verification.intro")}</p> : null}
      <VerificationForm
        // A new record (submitted, reviewed) or discarded uploads start the form afresh.
        key={`${verification?.id ?? "none"}-${status}-${discards}`}
        status={status}
        verification={verification}
        editable={editable}
        uploads={uploads}
        onSubmitted={onSubmitted}
        onImageError={refreshImages}
      />
      <p className={styles.privacy}>{t("verification.privacy")}</p>
    </div>
  );
}

function PanelSkeleton() {
  return (
    <div className={styles.stack} aria-busy="true">
      <div className={styles.skeletonCard}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={2} animated />
      </div>
      <div className={styles.skeletonCard}>
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    </div>
  );
}
