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
import { alertDialog, confirmDialog } from "../../../lib/dialog";
import { describeError } from "../../../lib/error-handler";
import { currentLanguage, loadLanguage } from "../../../lib/i18n";
import { lazyZodResolver } from "../../../lib/lazy-resolver";
import { toast } from "../../../lib/notify";
import { startSession } from "../../../lib/session-store";
import { useForgotPassword } from "../api/forgot-password";
import { useSignin } from "../api/signin";
import { fieldMessage } from "./field-message";
import styles from "./form.module.css";
import { applyServerDetails } from "./server-details";
import { submitOnEnter } from "./submit-on-enter";

// Shown only after the right password of an account with two-factor on.
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
    if (!slideVerified) return;
    setFailure(undefined);
    signin.mutate(values, {
      onSuccess: (outcome) => {
        const remember = values.remember ?? false;
        // Two-factor on: the password was right, and a code from the app comes next.
        if ("challenge" in outcome) return setChallenge({ step: outcome.challenge, remember });
        signedIn(outcome.session, remember);
      },
      onError: (error) => {
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

  // DECISIONS.md: passwords are reset by customer service; the dialog offers its chat when there is one.
  const showForgot = () =>
    forgot.mutate(form.getValues("account"), {
      onSuccess: async ({ url, message }) => {
        const options = {
          title: t("auth.login.forgotTitle"),
          content: message,
          testId: "forgot-password-dialog",
        };
        if (!url) return alertDialog(options);
        const contact = await confirmDialog({ ...options, confirmText: t("auth.login.contactSupport") });
        if (contact) window.open(url, "_blank", "noopener,noreferrer");
      },
      // Offline, the same advice without the link.
      onError: () =>
        alertDialog({
          title: t("auth.login.forgotTitle"),
          content: t("auth.login.forgotMessage"),
          testId: "forgot-password-dialog",
        }),
    });

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
      <SlideVerifier verified={slideVerified} onChange={onSlide} error={slideError} />
      <Button
        type="submit"
        color="primary"
        block
        className={styles.submit}
        disabled={!slideVerified || busy}
        loading={signin.isPending}
        data-testid="login-submit"
      >
        {t("auth.login.submit")}
      </Button>
    </form>
  );
}
