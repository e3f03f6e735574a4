import { Switch } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MenuRow } from "../../../components/menu-list";
import { toast } from "../../../lib/notify";
import {
  BrowserNotificationError,
  browserNotificationsOn,
  disableBrowserNotifications,
  enableBrowserNotifications,
  permissionState,
} from "../browser/browser-notifications";
import styles from "./notifications.module.css";

/** The browser-notification switch: asks for permission when turned on (spec section 4). */
export function BrowserNotificationSwitch() {
  const { t } = useTranslation();
  const [on, setOn] = useState(browserNotificationsOn);
  const [busy, setBusy] = useState(false);
  const permission = permissionState();

  const change = async (next: boolean) => {
    if (!next) {
      disableBrowserNotifications();
      setOn(false);
      return;
    }
    setBusy(true);
    try {
      await enableBrowserNotifications();
      setOn(true);
    } catch (error) {
      const problem = error instanceof BrowserNotificationError ? error.problem : "failed";
      toast.error(t(`notificationCentre.browser.errors.${problem}`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <MenuRow
      label={
        <span className={styles.labelStack}>
          {t("notificationCentre.browser.label")}
          <span className={styles.hint} data-testid="browser-permission" data-permission={permission}>
            {t(`notificationCentre.browser.permission.${permission}`)}
          </span>
        </span>
      }
      value={
        <Switch
          checked={on}
          loading={busy}
          disabled={permission === "unsupported"}
          onChange={(next) => void change(next)}
          data-testid="browser-notification-switch"
        />
      }
    />
  );
}
