import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AuthFrame } from "./auth-frame";
import "./auth-frame.css";
import { AuthLanguageButton } from "./auth-language-button";

type AuthLayoutProps = { title: string; subtitle: string; footer: ReactNode; children: ReactNode };

/** The sign-in and register screens' frame in the interface language, with the language choice. */
export function AuthLayout({ title, subtitle, footer, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <AuthFrame
      appName={t("common.appName")}
      tagline={t("common.tagline")}
      title={title}
      subtitle={subtitle}
      topRow={<AuthLanguageButton />}
      footer={footer}
    >
      {children}
    </AuthFrame>
  );
}
