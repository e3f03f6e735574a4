import { Button } from "antd-mobile";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormFailure } from "./form-failure";
import styles from "./form-sheet.module.css";
import { LazySheet } from "./lazy-sheet";

type FormSheetProps = {
  visible: boolean;
  onClose: () => void;
  onSubmit: () => void;
  title: string;
  lead?: string;
  /** The last failure from the server, kept in the sheet (the toast is gone after 4 s). */
  failure?: string;
  submitLabel: string;
  submitting: boolean;
  /** Danger for acts that lower the account's protection. */
  submitColor?: "primary" | "danger";
  /** `{testId}-error` and `{testId}-submit` name the failure and the submit button. */
  testId: string;
  sheetTestId?: string;
  children: ReactNode;
};

/** A bottom sheet holding one short form: title, lead, failure, fields, then cancel and submit. */
export function FormSheet({
  visible,
  onClose,
  onSubmit,
  title,
  lead,
  failure,
  submitLabel,
  submitting,
  submitColor = "primary",
  testId,
  sheetTestId = testId,
  children,
}: FormSheetProps) {
  const { t } = useTranslation();
  return (
    <LazySheet visible={visible} onMaskClick={onClose} bodyClassName={styles.sheet} data-testid={sheetTestId}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        <h3 className={styles.title}>{title}</h3>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {failure ? <FormFailure message={failure} testId={`${testId}-error`} /> : null}
        {children}
        <div className={styles.actions}>
          <Button block onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button
            block
            type="submit"
            color={submitColor}
            loading={submitting}
            data-testid={`${testId}-submit`}
          >
            {submitLabel}
          </Button>
        </div>
      </form>
    </LazySheet>
  );
}
