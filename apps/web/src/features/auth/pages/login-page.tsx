import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { AuthLayout } from "../components/auth-layout";
import styles from "../components/form.module.css";
import { LoginForm } from "../components/login-form";

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout
      title={t("auth.login.title")}
      subtitle={t("auth.login.subtitle")}
      footer={
        <>
          {t("auth.login.noAccount")}{" "}
          <Link to={paths.register.href()} className={styles.link} data-testid="to-register">
            {t("auth.login.toRegister")}
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
