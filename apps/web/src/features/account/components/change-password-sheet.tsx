import { zodResolver } from "@hookform/resolvers/zod";
import { type ChangePasswordForm, changePasswordFormSchema } from "@seller/contract/account";
import { useTranslation } from "react-i18next";
import { PasswordChangeSheet } from "../../../components/password-change-sheet";
import { useChangePassword } from "../api/change-password";

const EMPTY: ChangePasswordForm = { oldPassword: "", newPassword: "", confirmPassword: "" };
const resolver = zodResolver(changePasswordFormSchema);

/**
 * Spec section 5: current, new and confirm are required and new must equal
 * confirm. The server signs out every other session (DECISIONS.md "Settings").
 */
export function ChangePasswordSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  return (
    <PasswordChangeSheet<ChangePasswordForm>
      visible={visible}
      onClose={onClose}
      resolver={resolver}
      empty={EMPTY}
      fields={[
        {
          name: "oldPassword",
          id: "current-password",
          label: t("account.password.current"),
          autoComplete: "current-password",
        },
        {
          name: "newPassword",
          id: "new-password",
          label: t("account.password.new"),
          placeholder: t("auth.fields.newPasswordPlaceholder"),
          autoComplete: "new-password",
        },
        {
          name: "confirmPassword",
          id: "confirm-new-password",
          label: t("account.password.confirm"),
          autoComplete: "new-password",
        },
      ]}
      save={async ({ oldPassword, newPassword }) => {
        const { signed_out_sessions } = await change.mutateAsync({ oldPassword, newPassword });
        return t("account.password.changedToast", { count: signed_out_sessions });
      }}
      submitting={change.isPending}
      title={t("account.password.title")}
      lead={t("account.password.lead")}
      submitLabel={t("account.password.submit")}
      testId="change-password"
      sheetTestId="change-password-sheet"
    />
  );
}
