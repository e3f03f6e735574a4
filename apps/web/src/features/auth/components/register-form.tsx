import { zodResolver } from "@hookform/resolvers/zod";
import { type RegisterForm as RegisterValues, registerFormSchema } from "@seller/contract/auth";
import { REGISTER_REDIRECT_MS } from "@seller/contract/constants";
import { Button, Checkbox } from "antd-mobile";
import { type ReactNode, useState } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormFailure } from "../../../components/form-failure";
import { LazySheet } from "../../../components/lazy-sheet";
import { SlideVerifier } from "../../../components/slide-verifier";
import { TextField } from "../../../components/text-field";
import { paths } from "../../../config/paths";
import { describeError } from "../../../lib/error-handler";
import { toast } from "../../../lib/notify";
import { useRegister } from "../api/register";
import { fieldMessage } from "./field-message";
import styles from "./form.module.css";
import { applyServerDetails } from "./server-details";
import { submitOnEnter } from "./submit-on-enter";
import { TermsContent } from "./terms-content";

/** The schema accepts only an agreed `true`; until the box is ticked the form holds `false`. */
type FormValues = Omit<RegisterValues, "agreeTerms"> & { agreeTerms: boolean };
const resolver = zodResolver(registerFormSchema) as unknown as Resolver<FormValues>;

/** Spec section 2, register: account, password, confirm, terms, slide verifier, submit. */
export function RegisterForm({ terms }: { terms: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registration = useRegister();
  const [slideVerified, setSlideVerified] = useState(false);
  const [slideError, setSlideError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [termsOpen, setTermsOpen] = useState(false);
  const form = useForm<FormValues>({
    resolver,
    defaultValues: { account: "", password: "", confirmPassword: "", agreeTerms: false },
  });
  const { errors } = form.formState;

  const onSlide = (verified: boolean) => {
    setSlideVerified(verified);
    if (verified) setSlideError(undefined);
  };

  const send = form.handleSubmit(({ account, password }) => {
    if (!slideVerified) return;
    setFailure(undefined);
    registration.mutate(
      { account, password },
      {
        onSuccess: ({ result }) => {
          // Our text rather than the server's: it also says what to do next.
          toast.success(t("auth.register.success"));
          const login = paths.login.href({ account: result.user.account });
          // Sign-in's screen downloads while the message shows, not after it behind a loading screen.
          // A failed download is retried by the router's lazy import, which reports it.
          import("../pages/login-page").catch(() => undefined);
          window.setTimeout(() => navigate(login, { replace: true }), REGISTER_REDIRECT_MS);
        },
        onError: (error) => {
          setFailure(describeError(error));
          applyServerDetails(error, form.setError);
          setSlideVerified(false);
        },
      },
    );
  });

  const agree = () => {
    setTermsOpen(false);
    form.setValue("agreeTerms", true, { shouldValidate: form.formState.isSubmitted });
  };

  // Every problem at once: the fields' and the slide's.
  const submit = () => {
    if (!slideVerified) setSlideError(t("validation.slideRequired"));
    void send();
  };

  const busy = registration.isPending || registration.isSuccess;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={submitOnEnter(submit)}
      noValidate
    >
      {failure ? <FormFailure message={failure} testId="register-error" /> : null}
      <TextField
        id="register-account"
        label={t("auth.fields.account")}
        placeholder={t("auth.fields.accountPlaceholder")}
        hint={t("auth.fields.accountHint")}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        error={fieldMessage(errors.account)}
        testId="account-input"
        {...form.register("account")}
      />
      <TextField
        id="register-password"
        type="password"
        label={t("auth.fields.password")}
        placeholder={t("auth.fields.newPasswordPlaceholder")}
        autoComplete="new-password"
        error={fieldMessage(errors.password)}
        testId="password-input"
        {...form.register("password")}
      />
      <TextField
        id="register-confirm-password"
        type="password"
        label={t("auth.fields.confirmPassword")}
        placeholder={t("auth.fields.confirmPasswordPlaceholder")}
        autoComplete="new-password"
        error={fieldMessage(errors.confirmPassword)}
        testId="confirm-password-input"
        {...form.register("confirmPassword")}
      />
      <div className={styles.terms}>
        <div className={styles.termsLine}>
          <Controller
            control={form.control}
            name="agreeTerms"
            render={({ field }) => (
              <Checkbox
                className={styles.checkbox}
                checked={field.value}
                onChange={field.onChange}
                data-testid="terms-checkbox"
              >
                {t("auth.register.agree")}
              </Checkbox>
            )}
          />
          <button
            type="button"
            className={styles.link}
            onClick={() => setTermsOpen(true)}
            data-testid="terms-link"
          >
            {t("auth.register.termsLink")}
          </button>
        </div>
        {errors.agreeTerms ? (
          <p className={styles.termsError} role="alert">
            {fieldMessage(errors.agreeTerms)}
          </p>
        ) : null}
      </div>
      <SlideVerifier verified={slideVerified} onChange={onSlide} error={slideError} />
      <Button
        type="submit"
        color="primary"
        block
        className={styles.submit}
        disabled={!slideVerified || busy}
        loading={registration.isPending}
        data-testid="register-submit"
      >
        {t("auth.register.submit")}
      </Button>
      {/* The terms tab of /platform-info, with the short version first; the form keeps what was typed. */}
      <LazySheet
        visible={termsOpen}
        onMaskClick={() => setTermsOpen(false)}
        bodyClassName={styles.termsSheet}
        data-testid="terms-dialog"
      >
        <div className={styles.termsBody}>
          <section className={styles.termsSummary}>
            <h3 className={styles.termsTitle}>{t("auth.terms.summary")}</h3>
            <TermsContent />
          </section>
          {terms}
        </div>
        <div className={styles.termsActions}>
          <Button block onClick={() => setTermsOpen(false)} data-testid="terms-close">
            {t("common.close")}
          </Button>
          <Button block color="primary" onClick={agree} data-testid="terms-agree">
            {t("auth.terms.agreeButton")}
          </Button>
        </div>
      </LazySheet>
    </form>
  );
}
