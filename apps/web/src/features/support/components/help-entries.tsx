import { Collapse, Skeleton } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { normalizeLanguage } from "../../../lib/language";
import { useHelpCenter } from "../api/get-help-center";
import styles from "./support.module.css";

/** The help centre's entries, written by operators, in the interface language. */
export function HelpEntries() {
  const { t, i18n } = useTranslation();
  const help = useHelpCenter(normalizeLanguage(i18n.language));
  if (help.isPending) return <Skeleton.Paragraph lineCount={4} animated />;
  const entries = help.data ?? [];
  if (entries.length === 0) {
    return (
      <p className={styles.empty} data-testid="help-empty">
        {help.isError ? t("support.help.loadFailed") : t("support.help.empty")}
      </p>
    );
  }
  return (
    <div className={styles.entries} data-testid="help-entries">
      <Collapse accordion>
        {entries.map((entry) => (
          <Collapse.Panel key={String(entry.id)} title={entry.title}>
            <p className={styles.entryBody}>{entry.body}</p>
          </Collapse.Panel>
        ))}
      </Collapse>
    </div>
  );
}
