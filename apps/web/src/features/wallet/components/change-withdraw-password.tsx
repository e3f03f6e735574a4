import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormSheet } from "../../../components/form-sheet";
import { WalletIcon } from "../../../components/icons";
import { MenuRow } from "../../../components/menu-list";
import { TextField } from "../../../components/text-field";
import { paths } from "../../../config/paths";
import { describeError } from "../../../lib/error-handler";
import { translateKey } from "../../../lib/i18n";
import { toast } from "../../../lib/notify";
import { useChangeWithdrawPassword } from "../api/change-withdraw-password";
import {
  type ChangeWithdrawPasswordForm,
  changeWithdrawPasswordFormSchema,
} from "../rules/withdraw-password-form";
import styles from "./wallet-form.module.css";

const EMPTY: ChangeWithdrawPasswordForm = { old_password: "", new_password: "", confirm_password: "" };
const message = (key: string | undefined) => (key ? translateKey(key) : undefined);

function ChangeWithdrawPasswordSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangeWithdrawPassword();
  const [failure, setFailure] = useState<string>();
  const form = useForm<ChangeWithdrawPasswordForm>({
    resolver: zodResolver(changeWithdrawPasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!visible) return;
    form.reset(EMPTY);
    setFailure(undefined);
  }, [visible, form]);

  const submit = form.handleSubmit(({ old_password, new_password }) => {
    setFailure(undefined);
    change.mutate(
      { old_password, new_password },
      {
        onSuccess: (text) => {
          toast.success(text || t("settings.withdrawPassword.changed"));
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
      title={t("settings.withdrawPassword.title")}
      lead={t("settings.withdrawPassword.lead")}
      failure={failure}
      submitLabel={t("settings.withdrawPassword.submit")}
      submitting={change.isPending}
      testId="change-withdraw-password"
      sheetTestId="change-withdraw-password-sheet"
    >
      <TextField
        id="old-withdraw-password"
        type="password"
        label={t("settings.withdrawPassword.current")}
        autoComplete="off"
        error={message(errors.old_password?.message)}
        testId="old-withdraw-password"
        {...form.register("old_password")}
      />
      <TextField
        id="new-withdraw-password"
        type="password"
        label={t("settings.withdrawPassword.new")}
        placeholder={t("auth.fields.newPasswordPlaceholder")}
        autoComplete="off"
        error={message(errors.new_password?.message)}
        testId="new-withdraw-password"
        {...form.register("new_password")}
      />
      <TextField
        id="confirm-withdraw-password"
        type="password"
        label={t("settings.withdrawPassword.confirm")}
        autoComplete="off"
        error={message(errors.confirm_password?.message)}
        testId="confirm-withdraw-password"
        {...form.register("confirm_password")}
      />
    </FormSheet>
  );
}

/**
 * The change-withdrawal-password row of /system-settings. The password is set
 * with the first bank card (spec section 3); before that the row leads there.
 */
export function ChangeWithdrawPasswordRow({ hasBankAccount }: { hasBankAccount: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <MenuRow
        icon={<WalletIcon size={18} />}
        label={
          <span className={styles.rowLabel}>
            {t("settings.withdrawPassword.title")}
            {hasBankAccount ? null : (
              <span className={styles.rowHint}>{t("settings.withdrawPassword.notSet")}</span>
            )}
          </span>
        }
        onClick={() => (hasBankAccount ? setOpen(true) : navigate(paths.bankCards.href()))}
        testId="settings-change-withdraw-password"
      />
      <ChangeWithdrawPasswordSheet visible={open} onClose={() => setOpen(false)} />
    </>
  );
}
