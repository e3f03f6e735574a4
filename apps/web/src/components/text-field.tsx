import { type ComponentProps, useState } from "react";
import { useTranslation } from "react-i18next";
import { EyeIcon, EyeOffIcon } from "./icons";
import styles from "./text-field.module.css";

type TextFieldProps = Omit<ComponentProps<"input">, "id"> & {
  id: string;
  label: string;
  /** The translated validation message, shown under the field. */
  error?: string;
  hint?: string;
  testId?: string;
};

/**
 * A labelled native input. Native rather than antd-mobile's Input so that the
 * label, autocomplete, error wiring and test id all sit on the real <input>.
 */
export function TextField({
  id,
  label,
  error,
  hint,
  testId,
  type = "text",
  className,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === "password";
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;

  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={[styles.control, error ? styles.invalid : ""].join(" ")}>
        <input
          id={id}
          type={isPassword && revealed ? "text" : type}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={testId}
          {...input}
        />
        {isPassword ? (
          <button
            type="button"
            className={styles.reveal}
            onClick={() => setRevealed((value) => !value)}
            aria-label={revealed ? t("auth.fields.hidePassword") : t("auth.fields.showPassword")}
            aria-pressed={revealed}
            aria-controls={id}
          >
            {revealed ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
