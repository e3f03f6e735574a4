import { operatorSchema } from "@seller/contract/auth";
import { OPERATOR_PASSWORD_MIN_LENGTH } from "@seller/contract/constants";
import { noDataSchema } from "@seller/contract/envelope";
import { Alert, Button, Form, Input, Space } from "antd";
import { useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { api, ConsoleApiError } from "../api";
import { useText } from "../i18n";
import { consolePaths as paths } from "../paths";
import { homeOf, setSession, useSession } from "../session";
import { CenteredCard } from "./sign-in-page";

/**
 * The operator's password change: forced for the password printed at first start (README
 * "Accounts and sign-in"), and open from the header. 12 characters at least (DECISIONS.md).
 */
export function ChangePasswordPage() {
  const { t } = useText();
  const navigate = useNavigate();
  const session = useSession();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!session) return <Navigate to={paths.signIn} replace />;

  async function submit(values: { old_password: string; new_password: string }) {
    if (!session) return;
    setBusy(true);
    setError(null);
    try {
      const { old_password, new_password } = values;
      const { data } = await api("/admin/change-password", operatorSchema, {
        method: "POST",
        body: { old_password, new_password },
      });
      const next = {
        ...session,
        mustChangePassword: data.must_change_password,
        mustEnrolTwoFactor: data.must_enrol_two_factor,
      };
      setSession(next);
      navigate(homeOf(next), { replace: true });
    } catch (failure) {
      setError(failure instanceof ConsoleApiError ? failure.message : t("errors.server"));
    } finally {
      setBusy(false);
    }
  }

  async function logout() {
    await api("/admin/logout", noDataSchema, { method: "POST" }).catch(() => undefined);
    setSession(null);
  }

  return (
    <CenteredCard title={t("changePassword.title")}>
      {session.mustChangePassword && (
        <Alert type="warning" title={t("changePassword.firstStart")} showIcon style={{ marginBottom: 16 }} />
      )}
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} role="alert" />}
      <Form layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          label={t("changePassword.old")}
          name="old_password"
          rules={[{ required: true, message: t("signIn.passwordRequired") }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={t("changePassword.new")}
          name="new_password"
          rules={[
            { required: true, min: OPERATOR_PASSWORD_MIN_LENGTH, message: t("changePassword.tooShort") },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t("changePassword.confirm")}
          name="confirm"
          dependencies={["new_password"]}
          rules={[
            { required: true, message: t("changePassword.mismatch") },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                value === getFieldValue("new_password")
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("changePassword.mismatch"))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t("changePassword.submit")}
          </Button>
          {homeOf(session) === paths.dashboard && (
            <Button onClick={() => navigate(paths.dashboard)}>{t("common.back")}</Button>
          )}
          <Button onClick={() => void logout()}>{t("app.logout")}</Button>
        </Space>
      </Form>
    </CenteredCard>
  );
}
