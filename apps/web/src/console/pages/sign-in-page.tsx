import type { OperatorSigninResult } from "@seller/contract/two-factor";
import { Alert, Button, Card, Form, Input, Space } from "antd";
import { useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { api, ConsoleApiError } from "../api";
import { useText } from "../i18n";
import { LanguageSelect } from "../layout";
import { consolePaths as paths } from "../paths";
import { setSession, useSession } from "../session";

type OperatorSession = Extract<OperatorSigninResult, { token: string }>;

export function CenteredCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main style={{ minHeight: "100vh", display: "grid", placeItems: "center", background: "#f5f7fa" }}>
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{title}</h1>}
        extra={<LanguageSelect />}
        style={{ width: 420 }}
      >
        {children}
      </Card>
    </main>
  );
}

/** The operator's sign-in, then the two-factor code when it is on. */
export function SignInPage() {
  const { t } = useText();
  const navigate = useNavigate();
  const session = useSession();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (session && !busy)
    return <Navigate to={session.mustChangePassword ? paths.changePassword : paths.dashboard} replace />;

  function started(result: OperatorSession) {
    setSession({
      token: result.token,
      account: result.operator.account,
      mustChangePassword: result.operator.must_change_password,
    });
    navigate(result.operator.must_change_password ? paths.changePassword : paths.dashboard, {
      replace: true,
    });
  }

  async function submit(run: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch (failure) {
      setError(failure instanceof ConsoleApiError ? failure.message : t("errors.server"));
    } finally {
      setBusy(false);
    }
  }

  const signIn = (values: { account: string; password: string }) =>
    submit(async () => {
      const { data } = await api<OperatorSigninResult>("/admin/signin", {
        method: "POST",
        body: values,
        anonymous: true,
      });
      if ("two_factor_required" in data) setChallenge(data.challenge);
      else started(data);
    });
  const answer = (values: { code: string }) =>
    submit(async () => {
      const { data } = await api<OperatorSession>("/admin/signin/2fa", {
        method: "POST",
        body: { challenge, code: values.code.trim() },
        anonymous: true,
      });
      started(data);
    });

  return (
    <CenteredCard title={t("signIn.title")}>
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} role="alert" />}
      {challenge === null ? (
        <Form layout="vertical" onFinish={signIn} requiredMark={false}>
          <Form.Item
            label={t("signIn.account")}
            name="account"
            rules={[{ required: true, message: t("signIn.accountRequired") }]}
          >
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            label={t("signIn.password")}
            name="password"
            rules={[{ required: true, message: t("signIn.passwordRequired") }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t("signIn.submit")}
          </Button>
        </Form>
      ) : (
        <Form layout="vertical" onFinish={answer} requiredMark={false}>
          <p>{t("signIn.twoFactorHint")}</p>
          <Form.Item
            label={t("signIn.code")}
            name="code"
            rules={[{ required: true, message: t("signIn.codeRequired") }]}
          >
            <Input autoComplete="one-time-code" inputMode="numeric" autoFocus />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t("signIn.verify")}
            </Button>
            <Button onClick={() => setChallenge(null)}>{t("common.back")}</Button>
          </Space>
        </Form>
      )}
    </CenteredCard>
  );
}
