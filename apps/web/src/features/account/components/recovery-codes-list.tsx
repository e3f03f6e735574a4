import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { toast } from "../../../lib/notify";
import styles from "./account.module.css";

/** The 10 single-use recovery codes, shown once, with a way to copy them all. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast.success(t("twoFactor.recovery.copied"));
    } catch {
      toast.error(t("twoFactor.setup.copyFailed"));
    }
  };
  return (
    <>
      <p className={styles.warning}>{t("twoFactor.recovery.warning")}</p>
      <ul className={styles.codes} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button block fill="outline" color="primary" onClick={() => void copy()}>
        {t("twoFactor.recovery.copy")}
      </Button>
    </>
  );
}
