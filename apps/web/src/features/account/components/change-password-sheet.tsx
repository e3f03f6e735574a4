import { zodResolver } from "@hookform/resolvers/zod";
import { type ChangePasswordForm, changePasswordFormSchema } from "@seller/contract/account";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormSheet } from "../../../components/form-sheet";
import { TextField } from "../../../components/text-field";
import { describeError } from "../../../lib/error-handler";
import { translateKey } from "../../../lib/i18n";
import { toast } from "../../../lib/notify";
import { useChangePassword } from "../api/change-password";

const EMPTY: ChangePasswordForm = { oldPassword: "", newPassword: "", confirmPassword: "" };
const message = (key: string | undefined) => (key ? translateKey(key) : undefined);

/**
 * Spec section 5: current, new and confirm are required and new must equal
 * confirm. The server signs out every other session (DECISIONS.md "Settings").
 */
export function ChangePasswordSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string>();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!visible) return;
    form.reset(EMPTY);
    setFailure(undefined);
  }, [visible, form]);

  const submit = form.handleSubmit(({ oldPassword, newPassword }) => {
    setFailure(undefined);
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: ({ signed_out_sessions }) => {
          toast.success(t("account.password.changedToast", { count: signed_out_sessions }));
          onClose();
        },
        onError: (error) => setFailure(describeError(error)),
      },
    );
  });

  return (
    <FormSheet
      visible={visible}
      onClose={onClose}
      onSubmit={() => void submit()}
      title={t("account.password.title")}
      lead={t("account.password.lead")}
      failure={failure}
      submitLabel={t("account.password.submit")}
      submitting={change.isPending}
      testId="change-password"
      sheetTestId="change-password-sheet"
    >
      <TextField
        id="current-password"
        type="password"
        label={t("account.password.current")}
        autoComplete="current-password"
        error={message(errors.oldPassword?.message)}
        testId="current-password"
        {...form.register("oldPassword")}
      />
      <TextField
        id="new-password"
        type="password"
        label={t("account.password.new")}
        placeholder={t("auth.fields.newPasswordPlaceholder")}
        autoComplete="new-password"
        error={message(errors.newPassword?.message)}
        testId="new-password"
        {...form.register("newPassword")}
      />
      <TextField
        id="confirm-new-password"
        type="password"
        label={t("account.password.confirm")}
        autoComplete="new-password"
        error={message(errors.confirmPassword?.message)}
        testId="confirm-new-password"
        {...form.register("confirmPassword")}
      />
    </FormSheet>
  );
}
