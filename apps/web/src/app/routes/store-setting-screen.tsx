import { Button, DotLoading } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useStoreSetting } from "../../features/store/api/get-store-setting";
import { StoreSettingForm } from "../../features/store/components/store-setting-form";
import { ScreenFrame } from "../shell/screen-frame";
import styles from "./shop-screens.module.css";
import { useStorePreview } from "./use-store-preview";

/** /store-setting (spec "Store settings"): the fields and the ten swatches, with the preview a tap away. */
export function StoreSettingScreen() {
  const { t } = useTranslation();
  const setting = useStoreSetting();
  const preview = useStorePreview();
  return (
    <ScreenFrame title={t("shop.settings.title")} showTabBar={false}>
      <div className={styles.stack}>
        <section className={styles.card}>
          {setting.data ? (
            <StoreSettingForm key={setting.data.slug} setting={setting.data} />
          ) : setting.isError ? (
            <Button onClick={() => void setting.refetch()}>{t("common.retry")}</Button>
          ) : (
            <DotLoading />
          )}
        </section>
        <Button block fill="outline" color="primary" onClick={preview.open} data-testid="setting-preview">
          {t("shop.preview.button")}
        </Button>
      </div>
      {preview.modal}
    </ScreenFrame>
  );
}
