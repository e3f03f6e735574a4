import { NOTIFICATION_CATEGORIES, type NotificationCategory } from "@seller/contract/notifications";
import { Switch } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { MenuRow } from "../../../components/menu-list";
import { useNotificationSettings } from "../api/get-notification-settings";
import { useUpdateNotificationSettings } from "../api/update-notification-settings";

/**
 * The order, finance and system toggles, kept on the server, which then writes
 * no notification of a silenced kind. Used by the notification centre's sheet
 * and by /system-settings.
 */
export function NotificationKindToggles({ enabled = true }: { enabled?: boolean }) {
  const { t } = useTranslation();
  const settings = useNotificationSettings(enabled);
  const update = useUpdateNotificationSettings();
  const toggle = (category: NotificationCategory, value: boolean) => update.mutate({ [category]: value });
  return (
    <>
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
    </>
  );
}
