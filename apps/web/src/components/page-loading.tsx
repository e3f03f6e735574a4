import { useTranslation } from "react-i18next";
import styles from "./page-loading.module.css";

/**
 * Shown while a screen's code loads (each route is its own chunk). Drawn with
 * CSS: antd-mobile's spinner would bring its animation library into every
 * screen's first download.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap} role="status" aria-label={t("common.loading")}>
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
