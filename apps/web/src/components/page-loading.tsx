import { SpinLoading } from "antd-mobile";
import { useTranslation } from "react-i18next";
import styles from "./page-loading.module.css";

/** Shown while a screen's code loads (each route is its own chunk). */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap} role="status" aria-label={t("common.loading")}>
      <SpinLoading color="primary" />
    </div>
  );
}
