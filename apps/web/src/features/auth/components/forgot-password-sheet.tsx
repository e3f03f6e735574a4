import type { ForgotPasswordResult } from "@seller/contract/account";
import { Button, Popup } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormFailure } from "../../../components/form-failure";
import { apiRequest } from "../../../lib/api-client";
import { describeError } from "../../../lib/error-handler";
import styles from "./forgot-password-sheet.module.css";

type Props = {
  /** The server's answer; undefined offline (the advice without the contact). */
  answer: ForgotPasswordResult | undefined;
  account: string;
  onClose: () => void;
};

/**
 * DECISIONS.md "Account and session": no e-mail or SMS channel, so forgot
 * password points to customer service: its chat link and the platform's
 * phone, LINE ID and e-mail where set, and a message to the operators' inbox
 * that a signed-out seller can send (account name, phone to call back, text).
 */
export function ForgotPasswordSheet({ answer, account, onClose }: Props) {
  const { t } = useTranslation();
  const [fields, setFields] = useState({ account, phone: "", message: "" });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState<string>();
  const contact = answer?.contact;
  const anyContact = Boolean(
    answer?.customer_service_url || contact?.phone || contact?.line_id || contact?.email,
  );

  const send = async () => {
    setSending(true);
    setFailure(undefined);
    try {
      const { message } = await apiRequest<unknown>("/auth/forgot-password/message", {
        method: "POST",
        body: fields,
        auth: false,
      });
      setSent(message);
    } catch (error) {
      setFailure(describeError(error));
    } finally {
      setSending(false);
    }
  };

  const field = (
    name: keyof typeof fields,
    label: string,
    input: { type?: string; placeholder?: string } = {},
  ) => (
    <div className={styles.field}>
      <label htmlFor={`forgot-${name}`}>{label}</label>
      {name === "message" ? (
        <textarea
          id="forgot-message"
          rows={3}
          maxLength={2000}
          value={fields.message}
          placeholder={input.placeholder}
          onChange={(event) => setFields({ ...fields, message: event.target.value })}
          data-testid="forgot-message-text"
        />
      ) : (
        <input
          id={`forgot-${name}`}
          type={input.type ?? "text"}
          value={fields[name]}
          autoComplete={name === "phone" ? "tel" : "username"}
          onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
          data-testid={`forgot-message-${name}`}
        />
      )}
    </div>
  );

  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="forgot-title"
        data-testid="forgot-password-dialog"
      >
        <h2 id="forgot-title" className={styles.title}>
          {t("auth.login.forgotTitle")}
        </h2>
        <p className={styles.lead}>{t("auth.forgotDialog.lead")}</p>
        {anyContact ? (
          <ul className={styles.contact} data-testid="forgot-contact">
            {answer?.customer_service_url ? (
              <li>
                <a
                  href={answer.customer_service_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="forgot-chat-link"
                >
                  {t("auth.forgotDialog.chat")}
                </a>
              </li>
            ) : null}
            {contact?.phone ? (
              <li>
                <span>{t("auth.forgotDialog.phone")}</span>
                <a href={`tel:${contact.phone.replace(/[\s-]/g, "")}`} data-testid="forgot-contact-phone">
                  {contact.phone}
                </a>
              </li>
            ) : null}
            {contact?.line_id ? (
              <li>
                <span>{t("auth.forgotDialog.line")}</span>
                <strong data-testid="forgot-contact-line">{contact.line_id}</strong>
              </li>
            ) : null}
            {contact?.email ? (
              <li>
                <span>{t("auth.forgotDialog.email")}</span>
                <a href={`mailto:${contact.email}`} data-testid="forgot-contact-email">
                  {contact.email}
                </a>
              </li>
            ) : null}
          </ul>
        ) : (
          <p className={styles.lead}>{t("auth.forgotDialog.noContact")}</p>
        )}
        <h3 className={styles.subtitle}>{t("auth.forgotDialog.writeTitle")}</h3>
        {sent ? (
          <p className={styles.sent} role="status" data-testid="forgot-message-sent">
            {sent}
          </p>
        ) : (
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            {field("account", t("auth.forgotDialog.account"))}
            {field("phone", t("auth.forgotDialog.phoneField"), { type: "tel" })}
            {field("message", t("auth.forgotDialog.message"), {
              placeholder: t("auth.forgotDialog.messagePlaceholder"),
            })}
            {failure ? <FormFailure message={failure} testId="forgot-message-error" /> : null}
            <Button type="submit" color="primary" block loading={sending} data-testid="forgot-message-send">
              {t("auth.forgotDialog.send")}
            </Button>
          </form>
        )}
        <Button block fill="none" onClick={onClose} data-testid="forgot-password-close">
          {t("auth.forgotDialog.close")}
        </Button>
      </div>
    </Popup>
  );
}
