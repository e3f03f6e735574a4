import { NOTIFICATION_CATEGORIES, type NotificationCategory } from "@seller/contract/notifications";
import { Popup, Switch } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { MenuList, MenuRow } from "../../../components/menu-list";
import { useNotificationSettings } from "../api/get-notification-settings";
import { useUpdateNotificationSettings } from "../api/update-notification-settings";
import { BrowserNotificationSwitch } from "./browser-notification-switch";
import { ConnectionStatus } from "./connection-status";
import styles from "./notifications.module.css";

type Props = { visible: boolean; onClose: () => void };

/**
 * The order, finance and system toggles (kept on the server, which then writes
 * no notification of a silenced kind), the browser-notification switch and the
 * live connection. Here until the /system-settings screen exists.
 */
export function NotificationSettingsSheet({ visible, onClose }: Props) {
  const { t } = useTranslation();
  const settings = useNotificationSettings(visible);
  const update = useUpdateNotificationSettings();
  const toggle = (category: NotificationCategory, value: boolean) => update.mutate({ [category]: value });

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      bodyClassName={styles.sheet}
      data-testid="notification-settings"
    >
      <div className={styles.sheetBody}>
        <h3 className={styles.sheetTitle}>{t("notificationCentre.settings.title")}</h3>
        <p className={styles.sectionTitle}>{t("notificationCentre.settings.kinds")}</p>
        <MenuList>
          {NOTIFICATION_CATEGORIES.map((category) => (
            <MenuRow
              key={category}
              label={t(`notificationCentre.settings.${category}`)}
              value={
                <Switch
                  checked={settings.data?.[category] ?? true}
                  disabled={!settings.data || update.isPending}
                  onChange={(value) => toggle(category, value)}
                  data-testid={`setting-${category}`}
                />
              }
            />
          ))}
        </MenuList>
        <p className={styles.sectionTitle}>{t("notificationCentre.settings.delivery")}</p>
        <MenuList>
          <BrowserNotificationSwitch />
          <ConnectionStatus />
        </MenuList>
      </div>
    </Popup>
  );
}
