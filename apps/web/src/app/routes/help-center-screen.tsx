import { useTranslation } from "react-i18next";
import { HeadsetIcon } from "../../components/icons";
import { MenuList, MenuRow } from "../../components/menu-list";
import { openCustomerService, useCustomerServiceUrl } from "../../features/support/api/get-customer-service";
import { ContactSupportForm } from "../../features/support/components/contact-support-form";
import { HelpEntries } from "../../features/support/components/help-entries";
import { SupportConversation } from "../../features/support/components/support-conversation";
import { ScreenFrame } from "../shell/screen-frame";
import styles from "./settings-screens.module.css";

/**
 * The help centre (system/help-center), the customer-service chat when there is one, contact
 * support, and the seller's conversation with customer service (their messages and the answers).
 */
export function HelpCenterScreen() {
  const { t } = useTranslation();
  const chat = useCustomerServiceUrl();
  const chatUrl = chat.data;
  return (
    <ScreenFrame title={t("support.help.title")}>
      <div className={styles.stack}>
        <p className={styles.groupTitle}>{t("support.help.questions")}</p>
        <HelpEntries />
        {chatUrl ? (
          <MenuList>
            <MenuRow
              icon={<HeadsetIcon size={18} />}
              label={t("support.customerService")}
              onClick={() => openCustomerService(chatUrl)}
              testId="help-customer-service"
            />
          </MenuList>
        ) : null}
        <ContactSupportForm />
        <SupportConversation />
      </div>
    </ScreenFrame>
  );
}
