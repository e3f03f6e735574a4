import type { Language } from "@seller/contract/languages";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { GlobeIcon } from "../../../components/icons";
import { applyLanguage } from "../../../lib/i18n";
import { normalizeLanguage } from "../../../lib/language";
import styles from "./auth-language-button.module.css";

// Its popup (and antd-mobile's animations) loads when the button is first pressed.
const LanguageDialog = lazy(() =>
  import("../../../components/language-dialog").then((m) => ({ default: m.LanguageDialog })),
);

/** A seller who does not read Thai can switch before signing in; saved on the device only until then. */
export function AuthLanguageButton() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const language = normalizeLanguage(i18n.language);

  const choose = (next: Language) => {
    void applyLanguage(next);
    setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        // The name holds the language it shows (WCAG 2.5.3: label in name).
        aria-label={`${t("language.dialogTitle")}: ${t(`language.native.${language}`)}`}
        data-testid="language-button"
      >
        <GlobeIcon size={16} />
        <span lang={language}>{t(`language.native.${language}`)}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LanguageDialog visible value={language} onConfirm={choose} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
