import type { Language } from "@seller/contract/languages";
import { APP_VERSION } from "@seller/contract/support";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FileTextIcon, GlobeIcon, HeadsetIcon, HelpIcon, MapPinIcon, TagIcon } from "../../components/icons";
import { LanguageDialog } from "../../components/language-dialog";
import { MenuList, MenuRow } from "../../components/menu-list";
import { paths } from "../../config/paths";
import { DevicesRow } from "../../features/account/components/devices-sheet";
import { ChangePasswordRow, SecurityRows } from "../../features/account/components/security-rows";
import { NotificationKindToggles } from "../../features/notifications/components/notification-kind-toggles";
import { useProfile } from "../../features/sellers/api/get-profile";
import { useChangeLanguage } from "../../features/sellers/api/update-seller";
import { openCustomerService, useCustomerServiceUrl } from "../../features/support/api/get-customer-service";
import { useVersion } from "../../features/support/api/get-version";
import { ChangeWithdrawPasswordRow } from "../../features/wallet/components/change-withdraw-password";
import { normalizeLanguage } from "../../lib/language";
import { ScreenFrame } from "../shell/screen-frame";
import styles from "./settings-screens.module.css";

/**
 * /system-settings (spec "System settings screen"): both passwords, the order,
 * finance and system notification toggles, two-factor and the login
 * notification, the signed-in devices, language and region, help, terms and version. Every change is
 * saved on the server as it is made (DECISIONS.md "Settings"), so there is no
 * save button.
 */
export function SystemSettingsScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const language = normalizeLanguage(i18n.language);
  const profile = useProfile();
  const version = useVersion();
  const chat = useCustomerServiceUrl();
  const changeLanguage = useChangeLanguage();
  const [languageOpen, setLanguageOpen] = useState(false);
  const chatUrl = chat.data;

  const chooseLanguage = (next: Language) => {
    if (next === language) return setLanguageOpen(false);
    changeLanguage.mutate(next, { onSuccess: () => setLanguageOpen(false) });
  };

  return (
    <ScreenFrame title={t("settings.title")}>
      <div className={styles.stack}>
        <p className={styles.groupTitle}>{t("settings.groups.account")}</p>
        <MenuList>
          <ChangePasswordRow />
          <ChangeWithdrawPasswordRow hasBankAccount={profile.data?.has_bank_account ?? true} />
        </MenuList>

        <p className={styles.groupTitle}>{t("settings.groups.notifications")}</p>
        <MenuList>
          <NotificationKindToggles />
        </MenuList>

        <p className={styles.groupTitle}>{t("settings.groups.security")}</p>
        <MenuList>
          <SecurityRows />
          <DevicesRow />
        </MenuList>

        <p className={styles.groupTitle}>{t("settings.groups.general")}</p>
        <MenuList>
          <MenuRow
            icon={<GlobeIcon size={18} />}
            label={t("profile.language")}
            value={<span lang={language}>{t(`language.native.${language}`)}</span>}
            onClick={() => setLanguageOpen(true)}
            testId="settings-language"
          />
          <MenuRow
            icon={<MapPinIcon size={18} />}
            label={t("settings.region")}
            value={t("settings.regionValue")}
            testId="settings-region"
          />
        </MenuList>

        <p className={styles.groupTitle}>{t("settings.groups.about")}</p>
        <MenuList>
          <MenuRow
            icon={<HelpIcon size={18} />}
            label={t("support.help.title")}
            onClick={() => navigate(paths.helpCenter.href())}
            testId="settings-help"
          />
          {chatUrl ? (
            <MenuRow
              icon={<HeadsetIcon size={18} />}
              label={t("support.customerService")}
              onClick={() => openCustomerService(chatUrl)}
              testId="settings-customer-service"
            />
          ) : null}
          <MenuRow
            icon={<FileTextIcon size={18} />}
            label={t("settings.terms")}
            onClick={() => navigate(paths.platformInfo.href({ tab: "terms" }))}
            testId="settings-terms"
          />
          <MenuRow
            icon={<TagIcon size={18} />}
            label={t("settings.version")}
            // The version a seller can quote to support; the build (a commit id) means nothing to them.
            value={version.data ? version.data.version : `v${APP_VERSION}`}
            testId="settings-version"
            valueTestId="settings-version-value"
          />
        </MenuList>
        <p className={styles.note}>{t("settings.savedAsYouGo")}</p>
      </div>

      <LanguageDialog
        visible={languageOpen}
        value={language}
        saving={changeLanguage.isPending}
        onConfirm={chooseLanguage}
        onClose={() => setLanguageOpen(false)}
      />
    </ScreenFrame>
  );
}
