import { LANGUAGES, type Language } from "@seller/contract/languages";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckIcon } from "./icons";
import styles from "./language-dialog.module.css";
import { LazyDialog } from "./lazy-dialog";

type LanguageDialogProps = {
  visible: boolean;
  value: Language;
  onConfirm: (language: Language) => void;
  onClose: () => void;
  /** The confirm button waits while the choice is saved to the server. */
  saving?: boolean;
};

/** The four languages by their own names, and a confirm button (spec section 2). */
export function LanguageDialog({ visible, value, onConfirm, onClose, saving = false }: LanguageDialogProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(value);

  useEffect(() => {
    if (visible) setChoice(value);
  }, [visible, value]);

  const content = (
    <div role="radiogroup" aria-label={t("language.dialogTitle")} className={styles.options}>
      {LANGUAGES.map((language) => {
        const selected = language === choice;
        const native = t(`language.native.${language}`);
        const translated = t(`language.names.${language}`);
        return (
          // biome-ignore lint/a11y/useSemanticElements: a styled button row reads better than a bare radio input here
          <button
            key={language}
            type="button"
            role="radio"
            aria-checked={selected}
            className={[styles.option, selected ? styles.selected : ""].join(" ")}
            onClick={() => setChoice(language)}
            data-testid={`language-option-${language}`}
          >
            <span className={styles.names}>
              <span className={styles.native} lang={language}>
                {native}
              </span>
              {/* "English" under "English" says nothing: the name in the current language only when it differs. */}
              {translated === native ? null : <span className={styles.translated}>{translated}</span>}
            </span>
            <span className={styles.check}>{selected ? <CheckIcon size={18} /> : null}</span>
          </button>
        );
      })}
    </div>
  );

  // Built apart from the JSX: antd-mobile passes data-* through, but its Action type does not list them.
  const cancel = {
    key: "cancel",
    text: t("common.cancel"),
    onClick: onClose,
    "data-testid": "language-cancel",
  };
  const confirm = {
    key: "confirm",
    text: t("common.confirm"),
    bold: true,
    disabled: saving,
    onClick: () => onConfirm(choice),
    "data-testid": "language-confirm",
  };

  return (
    <LazyDialog
      visible={visible}
      title={t("language.dialogTitle")}
      content={content}
      closeOnMaskClick
      onClose={onClose}
      data-testid="language-dialog"
      actions={[[cancel, confirm]]}
    />
  );
}
