import { operatorSchema } from "@seller/contract/auth";
import { noDataSchema } from "@seller/contract/envelope";
import {
  recoveryCodesSchema,
  TOTP_DIGITS,
  type TwoFactorSetup,
  twoFactorSetupSchema,
} from "@seller/contract/two-factor";
import { Alert, Button, Form, Input, Space, Spin, Typography } from "antd";
import QRCode from "qrcode";
import { useCallback, useEffect, useRef, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { api, ConsoleApiError } from "../api";
import { useText } from "../i18n";
import { consolePaths as paths } from "../paths";
import { homeOf, setSession, useSession } from "../session";
import { CenteredCard } from "./sign-in-page";

/** The key as an authenticator app asks for it to be typed: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();
/** The app's code, with the spaces a paste may bring around it. */
const TOTP_CODE = new RegExp(`^\\s*\\d{${TOTP_DIGITS}}\\s*$`);

/**
 * Every operator signs in with two-factor (DECISIONS.md "Operator console"): an operator
 * without an authenticator app lands here after sign-in (and after the first-start password
 * change), scans the QR code or types the key, confirms with a code and keeps the recovery
 * codes. The server opens nothing else until this is done.
 */
export function TwoFactorPage() {
  const { t } = useText();
  const navigate = useNavigate();
  const session = useSession();
  const [setup, setSetup] = useState<TwoFactorSetup & { qr: string }>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  const describe = useCallback(
    (failure: unknown) => (failure instanceof ConsoleApiError ? failure.message : t("errors.server")),
    [t],
  );

  // One setup per visit: a second would replace the key the QR code shows.
  const begin = useCallback(async () => {
    setError(null);
    try {
      const { data } = await api("/admin/2fa/setup", twoFactorSetupSchema, { method: "POST" });
      const qr = await QRCode.toDataURL(data.otpauth_url, {
        margin: 1,
        width: 240,
        errorCorrectionLevel: "M",
      });
      setSetup({ ...data, qr });
    } catch (failure) {
      setError(describe(failure));
    }
  }, [describe]);

  const needed = session !== null && !session.mustChangePassword && session.mustEnrolTwoFactor;
  useEffect(() => {
    if (!needed || started.current) return;
    started.current = true;
    void begin();
  }, [needed, begin]);

  if (!session) return <Navigate to={paths.signIn} replace />;
  if (!recoveryCodes && homeOf(session) !== paths.twoFactor) return <Navigate to={homeOf(session)} replace />;

  async function enable(values: { code: string }) {
    setBusy(true);
    setError(null);
    try {
      const { data } = await api("/admin/2fa/enable", recoveryCodesSchema, {
        method: "POST",
        body: { code: values.code.trim() },
      });
      setRecoveryCodes(data.recovery_codes);
    } catch (failure) {
      setError(describe(failure));
    } finally {
      setBusy(false);
    }
  }

  async function open() {
    if (!session) return;
    // The server's word on what is left to do, not the tab's memory.
    const { data } = await api("/admin/me", operatorSchema).catch(() => ({ data: null }));
    const next = { ...session, mustEnrolTwoFactor: data ? data.must_enrol_two_factor : false };
    setSession(next);
    navigate(homeOf(next), { replace: true });
  }

  async function logout() {
    await api("/admin/logout", noDataSchema, { method: "POST" }).catch(() => undefined);
    setSession(null);
  }

  if (recoveryCodes) {
    return (
      <CenteredCard title={t("enrol.doneTitle")}>
        <Alert type="success" title={t("enrol.recoveryHint")} showIcon style={{ marginBottom: 16 }} />
        <ul
          data-testid="recovery-codes"
          style={{ fontFamily: "monospace", fontSize: 16, columns: 2, paddingInlineStart: 20 }}
        >
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Button type="primary" block onClick={() => void open()} data-testid="enrol-continue">
          {t("enrol.continue")}
        </Button>
      </CenteredCard>
    );
  }

  return (
    <CenteredCard title={t("enrol.title")}>
      <Typography.Paragraph>{t("enrol.intro")}</Typography.Paragraph>
      {error && (
        <Alert
          type="error"
          title={error}
          showIcon
          style={{ marginBottom: 16 }}
          role="alert"
          action={
            setup ? undefined : (
              <Button size="small" onClick={() => void begin()}>
                {t("enrol.retry")}
              </Button>
            )
          }
        />
      )}
      {setup ? (
        <Form layout="vertical" onFinish={enable} requiredMark={false}>
          <Typography.Paragraph>{t("enrol.scan")}</Typography.Paragraph>
          <div style={{ display: "grid", placeItems: "center", marginBottom: 12 }}>
            <img src={setup.qr} alt={t("enrol.qrAlt")} width={200} height={200} data-testid="enrol-qr" />
          </div>
          <Typography.Paragraph>
            {t("enrol.key")}:{" "}
            <Typography.Text code copyable={{ text: setup.secret }} data-testid="enrol-key">
              {grouped(setup.secret)}
            </Typography.Text>
          </Typography.Paragraph>
          <Form.Item
            label={t("enrol.code")}
            name="code"
            rules={[{ required: true, pattern: TOTP_CODE, message: t("enrol.codeRequired") }]}
          >
            <Input autoComplete="one-time-code" inputMode="numeric" maxLength={TOTP_DIGITS + 2} autoFocus />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t("enrol.submit")}
            </Button>
            <Button onClick={() => void logout()}>{t("app.logout")}</Button>
          </Space>
        </Form>
      ) : (
        !error && (
          <div style={{ display: "grid", placeItems: "center", padding: 24 }}>
            <Spin tip={t("enrol.loading")}>
              <div style={{ width: 200, height: 120 }} />
            </Spin>
          </div>
        )
      )}
    </CenteredCard>
  );
}
