import { Button } from "antd-mobile";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./payment-instructions.module.css";

function useNow(everyMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const minutesAndSeconds = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

type Props = {
  qrExpiresAt: string | null;
  expiresAt: string | null;
  refreshing: boolean;
  onFreshQr: () => void;
  /** The QR itself, hidden once it has lapsed so that nobody pays a stale one. */
  children: React.ReactNode;
};

/**
 * A QR lives 15 minutes (DECISIONS "Payments"): its time left, then a button
 * for a fresh one while the top-up itself has not expired.
 */
export function QrCountdown({ qrExpiresAt, expiresAt, refreshing, onFreshQr, children }: Props) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const qrLeft = qrExpiresAt ? new Date(qrExpiresAt).getTime() - now : Number.POSITIVE_INFINITY;
  const topUpOpen = !expiresAt || new Date(expiresAt).getTime() > now;
  if (qrLeft > 0) {
    return (
      <>
        {children}
        {Number.isFinite(qrLeft) ? (
          <p className={styles.countdown} data-testid="qr-valid-for">
            {t("payments.screen.qrValidFor", { time: minutesAndSeconds(qrLeft) })}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <div className={styles.lapsed} data-testid="qr-expired">
      <p>{t("payments.screen.qrExpired")}</p>
      {topUpOpen ? (
        <Button
          color="primary"
          fill="outline"
          loading={refreshing}
          onClick={onFreshQr}
          data-testid="fresh-qr"
        >
          {t("payments.screen.freshQr")}
        </Button>
      ) : null}
    </div>
  );
}
