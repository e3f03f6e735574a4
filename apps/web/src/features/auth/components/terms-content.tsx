import { useTranslation } from "react-i18next";
import styles from "./terms-content.module.css";

const ITEMS = ["item1", "item2", "item3", "item4", "item5", "item6"] as const;

/** The short terms a seller agrees to when registering. */
export function TermsContent() {
  const { t } = useTranslation();
  return (
    <ol className={styles.list} data-testid="terms-text">
      {ITEMS.map((item) => (
        <li key={item}>{t(`auth.terms.${item}`)}</li>
      ))}
    </ol>
  );
}
