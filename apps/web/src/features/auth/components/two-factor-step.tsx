import type { Session } from "@seller/contract/auth";
import type { TwoFactorChallenge } from "@seller/contract/two-factor";
import { Button } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormFailure } from "../../../components/form-failure";
import { ShieldCheckIcon } from "../../../components/icons";
import { TextField } from "../../../components/text-field";
import { describeError } from "../../../lib/error-handler";
import { useAnswerTwoFactor } from "../api/answer-two-factor";
import styles from "./form.module.css";

type Props = {
  challenge: TwoFactorChallenge;
  onSignedIn: (session: Session) => void;
  /** Back to the password: the challenge has ended (expired, used, too many wrong codes). */
  onRestart: () => void;
};

/** After the right password, with two-factor on: a code from the app, or a recovery code. */
export function TwoFactorStep({ challenge, onSignedIn, onRestart }: Props) {
  const { t } = useTranslation();
  const answer = useAnswerTwoFactor();
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState<string>();

  const submit = () => {
    setFailure(undefined);
    answer.mutate(
      { challenge: challenge.challenge, code },
      {
        onSuccess: onSignedIn,
        onError: (error) => setFailure(describeError(error)),
      },
    );
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
      data-testid="two-factor-step"
    >
      <p className={styles.stepLead}>
        <ShieldCheckIcon size={20} />
        <span>{t("twoFactor.signin.lead")}</span>
      </p>
      {failure ? <FormFailure message={failure} testId="two-factor-error" /> : null}
      <TextField
        id="two-factor-code"
        label={t("twoFactor.signin.codeLabel")}
        placeholder="123456"
        hint={t("twoFactor.signin.recoveryHint")}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        testId="two-factor-code"
      />
      <Button
        type="submit"
        color="primary"
        block
        className={styles.submit}
        loading={answer.isPending}
        disabled={code.trim().length < 6 || answer.isSuccess}
        data-testid="two-factor-submit"
      >
        {t("twoFactor.signin.submit")}
      </Button>
      <button type="button" className={styles.link} onClick={onRestart} data-testid="two-factor-back">
        {t("twoFactor.signin.back")}
      </button>
    </form>
  );
}
