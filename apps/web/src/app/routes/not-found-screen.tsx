import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { BrandMark } from "../../components/brand-mark";
import { paths } from "../../config/paths";
import { useSession } from "../../lib/session-store";
import styles from "./not-found-screen.module.css";

/**
 * Any path the app does not know. Open to everyone: it shows nothing private,
 * and the way out depends on whether the seller is signed in.
 */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  const target = signedIn ? paths.profile.href() : paths.login.href();

  return (
    <main className={styles.page} data-testid="not-found">
      <div className={styles.card}>
        <div className={styles.mark}>
          <BrandMark size={56} />
          <span className={styles.code} aria-hidden="true">
            404
          </span>
        </div>
        <h1 className={styles.title}>{t("shell.notFound.title")}</h1>
        <p className={styles.message}>{t("shell.notFound.message")}</p>
        <Button
          color="primary"
          block
          className={styles.button}
          onClick={() => navigate(target, { replace: true })}
          data-testid="not-found-home"
        >
          {signedIn ? t("shell.notFound.toProfile") : t("shell.notFound.toLogin")}
        </Button>
      </div>
    </main>
  );
}
