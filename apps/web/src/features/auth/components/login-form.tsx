import type { Session, SigninBody } from "@seller/contract/auth";
import { SIGNIN_REDIRECT_MS } from "@seller/contract/constants";
import type { TwoFactorChallenge } from "@seller/contract/two-factor";
import { Button, Checkbox } from "antd-mobile";
import { lazy, Suspense, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { FormFailure } from "../../../components/form-failure";
import { SlideVerifier } from "../../../components/slide-verifier";
import { TextField } from "../../../components/text-field";
import { paths, safeRedirect } from "../../../config/paths";
import { ApiError } from "../../../lib/api-error";
import { describeError } from "../../../lib/error-handler";
import { currentLanguage, loadLanguage } from "../../../lib/i18n";
import { lazyZodResolver } from "../../../lib/lazy-resolver";
import { toast } from "../../../lib/notify";
import { useSecondsLeft } from "../../../lib/seconds-left";
import { startSession } from "../../../lib/session-store";
import { useForgotPassword } from "../api/forgot-password";
import { useSignin } from "../api/signin";
import { fieldMessage } from "./field-message";
import styles from "./form.module.css";
import { applyServerDetails } from "./server-details";
import { submitOnEnter } from "./submit-on-enter";

// Shown only after the right password of an account with two-factor on.
// The forgot-password sheet loads when opened: the sign-in screen's first download stays small.
const ForgotPasswordSheet = lazy(() =>
  import("./forgot-password-sheet").then((m) => ({ default: m.ForgotPasswordSheet })),
);
const TwoFactorStep = lazy(() => import("./two-factor-step").then((m) => ({ default: m.TwoFactorStep })));
const resolver = lazyZodResolver<SigninBody>(() =>
  import("@seller/contract/auth").then((m) => m.signinBodySchema),
);

/**
 * What comes after the sign-in screen: the form's schema, and the rest of the
 * language's texts (a cold start here loaded only this screen's part). Started
 * at the first touch of the form, it is there by the time it is needed.
 */
function loadWhatFollows(): Promise<void> {
  resolver.preload();
  return loadLanguage(currentLanguage());
}

/**
 * Over the account-wide limit of failed sign-ins, the server answers an unknown
 * address with a slide challenge and a wait (DECISIONS "Account and session"):
 * the next sign-in needs the slide again, after the wait, and sends the challenge back.
 */
type Friction = { challenge: string; until: number };

function frictionOf(error: unknown): Friction | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const body = error.body as { slide_challenge?: unknown; retry_after?: unknown } | undefined;
  if (typeof body?.slide_challenge !== "string") return undefined;
  const seconds = typeof body.retry_after === "number" ? body.retry_after : 1;
  return { challenge: body.slide_challenge, until: Date.now() + seconds * 1000 };
}

/** Spec section 2, login: account, password, remember-me, forgot password, slide verifier, submit. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signin = useSignin();
  const [slideVerified, setSlideVerified] = useState(false);
  const [slideError, setSlideError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [challenge, setChallenge] = useState<{ step: TwoFactorChallenge; remember: boolean }>();
  const [friction, setFriction] = useState<Friction>();
  const waitLeft = useSecondsLeft(friction?.until);
  const forgot = useForgotPassword();
  const form = useForm<SigninBody>({
    resolver,
    defaultValues: {
      account: params.get("account") ?? "",
      password: "",
      remember: false,
    } satisfies SigninBody,
  });
  const { errors } = form.formState;

  const onSlide = (verified: boolean) => {
    setSlideVerified(verified);
    if (verified) setSlideError(undefined);
  };

  const signedIn = (session: Session, remember: boolean) => {
    startSession({ token: session.token, expiresAt: session.expires_at, user: session.user }, remember);
    toast.success(t("auth.login.success"));
    const target = safeRedirect(params.get("redirect")) ?? paths.profile.href();
    const texts = loadWhatFollows().catch(() => undefined);
    window.setTimeout(() => void texts.then(() => navigate(target, { replace: true })), SIGNIN_REDIRECT_MS);
  };

  const send = form.handleSubmit((values) => {
    if (!slideVerified || waitLeft > 0) return;
    setFailure(undefined);
    signin.mutate(friction ? { ...values, slide_proof: friction.challenge } : values, {
      onSuccess: (outcome) => {
        const remember = values.remember ?? false;
        // Two-factor on: the password was right, and a code from the app comes next.
        if ("challenge" in outcome) return setChallenge({ step: outcome.challenge, remember });
        signedIn(outcome.session, remember);
      },
      onError: (error) => {
        setFriction(frictionOf(error));
        setFailure(describeError(error));
        applyServerDetails(error, form.setError);
        setSlideVerified(false); // a new attempt needs a new slide
      },
    });
  });

  // Every problem at once: the fields' and the slide's.
  const submit = () => {
    if (!slideVerified) setSlideError(t("validation.slideRequired"));
    void send();
  };

  const busy = signin.isPending || (signin.isSuccess && !challenge);

  // DECISIONS.md "Account and session": passwords are reset by customer service; the sheet shows how to
  // reach it (chat, phone, LINE ID, e-mail) and sends a message to the operators. Offline, the advice alone.
  const [forgotOpen, setForgotOpen] = useState<{ account: string }>();
  const showForgot = () => {
    const account = form.getValues("account");
    forgot.mutate(account, { onSettled: () => setForgotOpen({ account }) });
  };

  if (challenge) {
    return (
      <Suspense fallback={null}>
        <TwoFactorStep
          challenge={challenge.step}
          onSignedIn={(session) => signedIn(session, challenge.remember)}
          onRestart={() => {
            setChallenge(undefined);
            setSlideVerified(false);
            signin.reset();
            form.setValue("password", "");
          }}
        />
      </Suspense>
    );
  }

  return (
    <>
      <form
        className={styles.form}
        onFocus={() => void loadWhatFollows().catch(() => undefined)}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        onKeyDown={submitOnEnter(submit)}
        noValidate
      >
        {failure ? <FormFailure message={failure} testId="login-error" /> : null}
        <TextField
          id="login-account"
          label={t("auth.fields.account")}
          placeholder={t("auth.fields.accountPlaceholder")}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          error={fieldMessage(errors.account)}
          testId="account-input"
          {...form.register("account")}
        />
        <TextField
          id="login-password"
          type="password"
          label={t("auth.fields.password")}
          placeholder={t("auth.fields.passwordPlaceholder")}
          autoComplete="current-password"
          error={fieldMessage(errors.password)}
          testId="password-input"
          {...form.register("password")}
        />
        <div className={styles.row}>
          <Controller
            control={form.control}
            name="remember"
            render={({ field }) => (
              <Checkbox
                className={styles.checkbox}
                checked={field.value}
                onChange={field.onChange}
                data-testid="remember-me"
              >
                {t("auth.login.remember")}
              </Checkbox>
            )}
          />
          <button
            type="button"
            className={styles.link}
            data-testid="forgot-password"
            onClick={showForgot}
            disabled={forgot.isPending}
          >
            {t("auth.login.forgot")}
          </button>
        </div>
        {friction ? (
          <p className={styles.friction} role="status" data-testid="signin-wait">
            {waitLeft > 0 ? t("signinFriction.wait", { seconds: waitLeft }) : t("signinFriction.ready")}
          </p>
        ) : null}
        <SlideVerifier verified={slideVerified} onChange={onSlide} error={slideError} />
        <Button
          type="submit"
          color="primary"
          block
          className={styles.submit}
          disabled={!slideVerified || busy || waitLeft > 0}
          loading={signin.isPending}
          data-testid="login-submit"
        >
          {t("auth.login.submit")}
        </Button>
      </form>
      {forgotOpen ? (
        <Suspense fallback={null}>
          <ForgotPasswordSheet
            answer={forgot.data}
            account={forgotOpen.account}
            onClose={() => setForgotOpen(undefined)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
