import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ContactSupportBody,
  contactSupportBodySchema,
  SUPPORT_MESSAGE_MAX_LENGTH,
} from "@seller/contract/support";
import { Button } from "antd-mobile";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { translateKey } from "../../../lib/i18n";
import { toast } from "../../../lib/notify";
import { useContactSupport } from "../api/contact-support";
import styles from "./support.module.css";

/** Spec section 7, system/contact-support: a message to the operators, who answer in the notifications. */
export function ContactSupportForm() {
  const { t } = useTranslation();
  const send = useContactSupport();
  const form = useForm<ContactSupportBody>({
    resolver: zodResolver(contactSupportBodySchema),
    defaultValues: { message: "" },
  });
  const error = form.formState.errors.message?.message;
  const length = form.watch("message").length;

  const submit = form.handleSubmit((body) =>
    send.mutate(body, {
      onSuccess: ({ message }) => {
        toast.success(message || t("support.contact.sent"));
        form.reset({ message: "" });
      },
    }),
  );

  return (
    <form
      className={styles.card}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
      data-testid="contact-support"
    >
      <label htmlFor="support-message" className={styles.heading}>
        {t("support.contact.title")}
      </label>
      <p className={styles.lead}>{t("support.contact.lead")}</p>
      <textarea
        id="support-message"
        className={styles.textarea}
        maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
        placeholder={t("support.contact.placeholder")}
        aria-invalid={error ? true : undefined}
        data-testid="support-message"
        {...form.register("message")}
      />
      <span className={styles.count}>
        {length}/{SUPPORT_MESSAGE_MAX_LENGTH}
      </span>
      {error ? (
        <p className={styles.fieldError} role="alert">
          {translateKey(error)}
        </p>
      ) : null}
      <Button type="submit" color="primary" block loading={send.isPending} data-testid="support-send">
        {t("support.contact.send")}
      </Button>
    </form>
  );
}
