import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BrandMark } from "../../../components/brand-mark";
import { AuthLanguageButton } from "./auth-language-button";
import styles from "./auth-layout.module.css";

type AuthLayoutProps = { title: string; subtitle: string; footer: ReactNode; children: ReactNode };

/** The frame of the sign-in and register screens: brand, language choice, the form in a card. */
export function AuthLayout({ title, subtitle, footer, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.topRow}>
            <AuthLanguageButton />
          </div>
          <div className={styles.brand}>
            <span className={styles.logo}>
              <BrandMark size={60} />
            </span>
            <p className={styles.appName}>{t("common.appName")}</p>
            <p className={styles.tagline}>{t("common.tagline")}</p>
          </div>
        </div>
      </header>
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="auth-title">
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.subtitle}>{subtitle}</p>
          {children}
        </section>
        <p className={styles.footer}>{footer}</p>
      </main>
    </div>
  );
}
