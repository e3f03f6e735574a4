import { PLATFORM_INFO_TABS, type PlatformInfoTab } from "@seller/contract/platform-info";
import { Tabs } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import {
  PlatformInfoDocument,
  usePlatformInfoTabs,
} from "../../features/platform-info/components/platform-info-document";
import { useSession } from "../../lib/session-store";
import { ScreenFrame } from "../shell/screen-frame";
import styles from "./settings-screens.module.css";

const isTab = (value: string | null): value is PlatformInfoTab =>
  (PLATFORM_INFO_TABS as readonly string[]).includes(value ?? "");

/**
 * /platform-info (catalogue-store-orders.md "Platform information"): platform,
 * terms, privacy and about. Open without signing in too: the terms and the
 * privacy policy are read before registering.
 */
export function PlatformInfoScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const signedIn = useSession() !== null;
  const tabs = usePlatformInfoTabs();
  const requested = params.get("tab");
  const active: PlatformInfoTab = isTab(requested) ? requested : "platform";

  return (
    <ScreenFrame title={t("platformInfo.title")} showTabBar={signedIn}>
      <div className={styles.stack}>
        <Tabs
          activeKey={active}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          className={styles.tabs}
          data-testid="platform-info-tabs"
        >
          {PLATFORM_INFO_TABS.map((tab) => (
            <Tabs.Tab
              key={tab}
              title={<span data-testid={`platform-tab-${tab}`}>{tabs?.[tab] ?? "…"}</span>}
            />
          ))}
        </Tabs>
        <PlatformInfoDocument tab={active} />
      </div>
    </ScreenFrame>
  );
}
