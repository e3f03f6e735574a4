import type { PlatformInfoTab } from "@seller/contract/platform-info";
import { sectionsOf } from "@seller/contract/platform-info";
import { ErrorBlock, Skeleton } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { normalizeLanguage } from "../../../lib/language";
import { usePlatformInfo } from "../api/get-platform-info";
import styles from "./platform-info.module.css";

/** One tab of the platform information, in the interface language. */
export function PlatformInfoDocument({ tab }: { tab: PlatformInfoTab }) {
  const { t, i18n } = useTranslation();
  const language = normalizeLanguage(i18n.language);
  const texts = usePlatformInfo(language);
  if (texts.isError)
    return <ErrorBlock status="disconnected" title={t("platformInfo.loadFailed")} description={null} />;
  if (!texts.data) return <Skeleton.Paragraph lineCount={8} animated />;
  return (
    <article className={styles.document} lang={language} data-testid={`platform-info-${tab}`}>
      <h2 className={styles.title}>{texts.data[tab].title}</h2>
      {sectionsOf(texts.data, tab).map((section) => (
        <section key={section.heading} className={styles.section}>
          <h3>{section.heading}</h3>
          <p>{section.body}</p>
        </section>
      ))}
    </article>
  );
}

/** The tab names, from the same texts (shown once they have loaded). */
export function usePlatformInfoTabs() {
  const { i18n } = useTranslation();
  return usePlatformInfo(normalizeLanguage(i18n.language)).data?.tabs;
}
