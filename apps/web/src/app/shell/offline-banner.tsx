import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { WifiOffIcon } from "../../components/icons";
import styles from "./offline-banner.module.css";

function subscribe(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

const online = () => navigator.onLine;

/**
 * Offline, the app shell still opens (service worker); this says why nothing
 * loads, with the spec's network message (section 8: "Network error: try
 * again later"). It goes away by itself when the connection returns.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const isOnline = useSyncExternalStore(subscribe, online, () => true);
  if (isOnline) return null;
  return (
    <div className={styles.banner} role="status" data-testid="offline-banner">
      <WifiOffIcon size={18} />
      <span>
        <strong>{t("offline.title")}</strong> {t("offline.message")}
      </span>
    </div>
  );
}
