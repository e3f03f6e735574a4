import { Switch } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BellIcon, LockIcon, ShieldCheckIcon } from "../../../components/icons";
import { MenuRow } from "../../../components/menu-list";
import { useSecurity } from "../api/get-security";
import { useUpdateSecurity } from "../api/update-security";
import styles from "./account.module.css";
import { ChangePasswordSheet } from "./change-password-sheet";
import { TwoFactorDisableSheet } from "./two-factor-disable-sheet";
import { TwoFactorSetupSheet } from "./two-factor-setup-sheet";

/** The change-login-password row of /system-settings, with its sheet. */
export function ChangePasswordRow() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <MenuRow
        icon={<LockIcon size={18} />}
        label={t("account.password.title")}
        onClick={() => setOpen(true)}
        testId="settings-change-password"
      />
      <ChangePasswordSheet visible={open} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * The security toggles of /system-settings: two-factor (a switch that opens
 * its setup or its turning off) and the login notification, as the server keeps them.
 */
export function SecurityRows() {
  const { t } = useTranslation();
  const security = useSecurity();
  const update = useUpdateSecurity();
  const [sheet, setSheet] = useState<"setup" | "disable">();
  const settings = security.data;
  const close = () => setSheet(undefined);

  return (
    <>
      <MenuRow
        icon={<ShieldCheckIcon size={18} />}
        label={
          <span className={styles.labelStack}>
            {t("twoFactor.label")}
            <span className={styles.hint} data-testid="two-factor-state">
              {settings?.two_factor_enabled
                ? t("twoFactor.onHint", { count: settings.recovery_codes_left })
                : t("twoFactor.offHint")}
            </span>
          </span>
        }
        value={
          <Switch
            checked={settings?.two_factor_enabled ?? false}
            disabled={!settings}
            onChange={(on) => setSheet(on ? "setup" : "disable")}
            data-testid="setting-two-factor"
          />
        }
      />
      <MenuRow
        icon={<BellIcon size={18} />}
        label={
          <span className={styles.labelStack}>
            {t("account.loginNotification.label")}
            <span className={styles.hint}>{t("account.loginNotification.hint")}</span>
          </span>
        }
        value={
          <Switch
            checked={settings?.login_notification ?? false}
            disabled={!settings || update.isPending}
            onChange={(on) => update.mutate({ login_notification: on })}
            data-testid="setting-login-notification"
          />
        }
      />
      <TwoFactorSetupSheet visible={sheet === "setup"} onClose={close} />
      <TwoFactorDisableSheet visible={sheet === "disable"} onClose={close} />
    </>
  );
}
