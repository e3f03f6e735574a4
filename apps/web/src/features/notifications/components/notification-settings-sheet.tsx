import { useTranslation } from "react-i18next";
import { LazySheet } from "../../../components/lazy-sheet";
import { MenuList } from "../../../components/menu-list";
import { BrowserNotificationSwitch } from "./browser-notification-switch";
import { ConnectionStatus } from "./connection-status";
import { NotificationKindToggles } from "./notification-kind-toggles";
import styles from "./notifications.module.css";

type Props = { visible: boolean; onClose: () => void };

/**
 * The order, finance and system toggles (kept on the server), the
 * browser-notification switch and the live connection; /system-settings has
 * the same toggles.
 */
export function NotificationSettingsSheet({ visible, onClose }: Props) {
  const { t } = useTranslation();

  return (
    <LazySheet
      visible={visible}
      onMaskClick={onClose}
      bodyClassName={styles.sheet}
      data-testid="notification-settings"
    >
      <div className={styles.sheetBody}>
        <h3 className={styles.sheetTitle}>{t("notificationCentre.settings.title")}</h3>
        <p className={styles.sectionTitle}>{t("notificationCentre.settings.kinds")}</p>
        <MenuList>
          <NotificationKindToggles enabled={visible} />
        </MenuList>
        <p className={styles.sectionTitle}>{t("notificationCentre.settings.delivery")}</p>
        <MenuList>
          <BrowserNotificationSwitch />
          <ConnectionStatus />
        </MenuList>
      </div>
    </LazySheet>
  );
}
