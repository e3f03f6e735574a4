import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { AuthLayout } from "../components/auth-layout";
import styles from "../components/form.module.css";
import { RegisterForm } from "../components/register-form";

/** `terms`: the full terms of service, shown by the terms link (composed in app/routes). */
export function RegisterPage({ terms }: { terms: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AuthLayout
      title={t("auth.register.title")}
      subtitle={t("auth.register.subtitle")}
      footer={
        <>
          {t("auth.register.hasAccount")}{" "}
          <Link to={paths.login.href()} className={styles.link} data-testid="to-login">
            {t("auth.register.toLogin")}
          </Link>
        </>
      }
    >
      <RegisterForm terms={terms} />
    </AuthLayout>
  );
}
