import { Button } from "antd-mobile";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormFailure } from "../../../components/form-failure";
import sheet from "../../../components/form-sheet.module.css";
import { LazySheet } from "../../../components/lazy-sheet";
import { TextField } from "../../../components/text-field";
import { describeError } from "../../../lib/error-handler";
import { toast } from "../../../lib/notify";
import { useEnableTwoFactor, useSetupTwoFactor } from "../api/two-factor";
import styles from "./account.module.css";
import { RecoveryCodesList } from "./recovery-codes-list";
import { TwoFactorQr } from "./two-factor-qr";

/** "JBSWY3DP..." in groups of four, as it is easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * Turning two-factor on (DECISIONS.md "Settings"): a new secret as a QR code
 * and as text, one code from the app to confirm it, then the 10 recovery
 * codes, shown this once.
 */
export function TwoFactorSetupSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const setup = useSetupTwoFactor();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState<string>();
  const { mutate: startSetup, reset: resetSetup } = setup;
  const { reset: resetEnable } = enable;
  // A new secret each time the sheet opens, not each time the parent renders.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!visible) return;
    setCode("");
    setFailure(undefined);
    resetEnable();
    startSetup(undefined, { onError: () => closeRef.current() });
    return resetSetup;
  }, [visible, startSetup, resetSetup, resetEnable]);

  const copySecret = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(t("twoFactor.setup.secretCopied"));
    } catch {
      toast.error(t("twoFactor.setup.copyFailed"));
    }
  };

  const confirm = () => {
    setFailure(undefined);
    enable.mutate(code, {
      onSuccess: () => toast.success(t("twoFactor.enabled")),
      onError: (error) => setFailure(describeError(error)),
    });
  };

  const codes = enable.data?.recovery_codes;
  const secret = setup.data?.secret;
  return (
    <LazySheet
      visible={visible}
      onMaskClick={codes ? undefined : onClose}
      bodyClassName={sheet.sheet}
      data-testid="two-factor-setup"
    >
      {codes ? (
        <div className={sheet.form}>
          <h3 className={sheet.title}>{t("twoFactor.recovery.title")}</h3>
          <RecoveryCodesList codes={codes} />
          <Button block color="primary" onClick={onClose} data-testid="recovery-codes-done">
            {t("twoFactor.recovery.saved")}
          </Button>
        </div>
      ) : (
        <form
          className={sheet.form}
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
          noValidate
        >
          <h3 className={sheet.title}>{t("twoFactor.setup.title")}</h3>
          <ol className={styles.steps}>
            <li>{t("twoFactor.setup.step1")}</li>
            <li>{t("twoFactor.setup.step2")}</li>
            <li>{t("twoFactor.setup.step3")}</li>
          </ol>
          {setup.data && secret ? (
            <>
              <TwoFactorQr url={setup.data.otpauth_url} />
              <div className={styles.secret}>
                <span>
                  <span className={styles.hint}>{t("twoFactor.setup.secretLabel")}</span>
                  <span className={styles.secretText} data-testid="two-factor-secret" data-secret={secret}>
                    {grouped(secret)}
                  </span>
                </span>
                <button type="button" className={styles.copy} onClick={() => void copySecret(secret)}>
                  {t("twoFactor.setup.copy")}
                </button>
              </div>
            </>
          ) : (
            <div className={styles.qrFrame}>
              <div className={styles.qr} aria-busy="true" />
            </div>
          )}
          {failure ? <FormFailure message={failure} testId="two-factor-setup-error" /> : null}
          <TextField
            id="two-factor-setup-code"
            label={t("twoFactor.setup.codeLabel")}
            placeholder="123456"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            testId="two-factor-setup-code"
          />
          <div className={sheet.actions}>
            <Button block onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button
              block
              type="submit"
              color="primary"
              loading={enable.isPending}
              disabled={!setup.data || code.replace(/\s/g, "").length < 6}
              data-testid="two-factor-enable"
            >
              {t("twoFactor.setup.turnOn")}
            </Button>
          </div>
        </form>
      )}
    </LazySheet>
  );
}
