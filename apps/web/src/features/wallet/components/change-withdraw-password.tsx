import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { WalletIcon } from "../../../components/icons";
import { MenuRow } from "../../../components/menu-list";
import { PasswordChangeSheet } from "../../../components/password-change-sheet";
import { paths } from "../../../config/paths";
import { useChangeWithdrawPassword } from "../api/change-withdraw-password";
import {
  type ChangeWithdrawPasswordForm,
  changeWithdrawPasswordFormSchema,
} from "../rules/withdraw-password-form";
import styles from "./wallet-form.module.css";

const EMPTY: ChangeWithdrawPasswordForm = { old_password: "", new_password: "", confirm_password: "" };
const resolver = zodResolver(changeWithdrawPasswordFormSchema);

function ChangeWithdrawPasswordSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangeWithdrawPassword();
  return (
    <PasswordChangeSheet<ChangeWithdrawPasswordForm>
      visible={visible}
      onClose={onClose}
      resolver={resolver}
      empty={EMPTY}
      fields={[
        {
          name: "old_password",
          id: "old-withdraw-password",
          label: t("settings.withdrawPassword.current"),
          autoComplete: "off",
        },
        {
          name: "new_password",
          id: "new-withdraw-password",
          label: t("settings.withdrawPassword.new"),
          placeholder: t("auth.fields.newPasswordPlaceholder"),
          autoComplete: "off",
        },
        {
          name: "confirm_password",
          id: "confirm-withdraw-password",
          label: t("settings.withdrawPassword.confirm"),
          autoComplete: "off",
        },
      ]}
      save={async ({ old_password, new_password }) => {
        const text = await change.mutateAsync({ old_password, new_password });
        return text || t("settings.withdrawPassword.changed");
      }}
      submitting={change.isPending}
      title={t("settings.withdrawPassword.title")}
      lead={t("settings.withdrawPassword.lead")}
      submitLabel={t("settings.withdrawPassword.submit")}
      testId="change-withdraw-password"
      sheetTestId="change-withdraw-password-sheet"
    />
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
