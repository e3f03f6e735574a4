import { operatorSessionSchema } from "@seller/contract/auth";
import { type OperatorSigninResult, operatorSigninResultSchema } from "@seller/contract/two-factor";
import { Alert, Button, Card, Form, Input, Space } from "antd";
import { useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { useSecondsLeft } from "../../lib/seconds-left";
import { api, ConsoleApiError } from "../api";
import { SlideCheck } from "../components/slide-check";
import { useText } from "../i18n";
import { LanguageSelect } from "../layout";
import { homeOf, setSession, useSession } from "../session";

type OperatorSession = Extract<OperatorSigninResult, { token: string }>;

/**
 * Over the account-wide limit of failed sign-ins, the server answers an address and device it
 * has not seen succeed with a slide challenge and a wait that grows per attempt (DECISIONS
 * "Account and session"): the next sign-in needs the slide, after the wait, and sends the
 * challenge back. Nobody is refused the right password for it.
 */
type Friction = { challenge: string; until: number };

function frictionOf(failure: unknown): Friction | undefined {
  if (!(failure instanceof ConsoleApiError) || failure.status !== 429) return undefined;
  const { slide_challenge: challenge, retry_after: seconds } = failure.extra;
  if (typeof challenge !== "string") return undefined;
  return { challenge, until: Date.now() + (seconds ?? 1) * 1000 };
}

export function CenteredCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main style={{ minHeight: "100vh", display: "grid", placeItems: "center", background: "#f5f7fa" }}>
      <Card
        // antd cuts a card's title to one line; a Thai title beside the language picker
        // needs two, so it wraps instead of hiding its end.
        title={
          <h1 style={{ fontSize: 18, margin: 0, whiteSpace: "normal", overflowWrap: "anywhere" }}>{title}</h1>
        }
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
  const [friction, setFriction] = useState<Friction>();
  const [slid, setSlid] = useState(false);
  const waitLeft = useSecondsLeft(friction?.until);
  if (session && !busy) return <Navigate to={homeOf(session)} replace />;

  function started(result: OperatorSession) {
    const next = {
      token: result.token,
      account: result.operator.account,
      mustChangePassword: result.operator.must_change_password,
      mustEnrolTwoFactor: result.operator.must_enrol_two_factor,
    };
    setSession(next);
    navigate(homeOf(next), { replace: true });
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
      if (friction && (!slid || waitLeft > 0)) return;
      try {
        const { data } = await api("/admin/signin", operatorSigninResultSchema, {
          method: "POST",
          body: friction ? { ...values, slide_proof: friction.challenge } : values,
          anonymous: true,
        });
        setFriction(undefined);
        if ("two_factor_required" in data) setChallenge(data.challenge);
        else started(data);
      } catch (failure) {
        // A new attempt needs a new slide; a refusal without a challenge ends the friction.
        setFriction(frictionOf(failure));
        setSlid(false);
        throw failure;
      }
    });
  const answer = (values: { code: string }) =>
    submit(async () => {
      const { data } = await api("/admin/signin/2fa", operatorSessionSchema, {
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
          {friction ? (
            <>
              <p role="status" data-testid="signin-wait">
                {waitLeft > 0 ? t("signIn.wait", { seconds: waitLeft }) : t("signIn.ready")}
              </p>
              <SlideCheck verified={slid} onChange={setSlid} />
            </>
          ) : null}
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={busy}
            disabled={friction !== undefined && (!slid || waitLeft > 0)}
          >
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
