import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@seller/contract/languages";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useCart } from "./cart";
import { chooseLanguage, currentLanguage } from "./i18n";
import { storefrontPaths } from "./paths";
import styles from "./ui.module.css";

/** The four languages, Thai first (spec section 1). */
export function LanguageSelect() {
  const { t } = useTranslation();
  return (
    <select
      className={styles.language}
      value={currentLanguage()}
      onChange={(event) => void chooseLanguage(event.target.value as Language)}
      aria-label={t("storefront.language")}
      data-testid="storefront-language"
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}

/** The bar above every storefront page: back, title, the cart with its count, the language. */
/** `heading`: the title is the page's top-level heading, on a page that has no other h1. */
export function TopBar({
  slug,
  back,
  title,
  heading = false,
}: {
  slug?: string | undefined;
  back?: string;
  title?: string | undefined;
  heading?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.bar}>
      {back ? (
        <Link
          href={back}
          className={styles.back}
          aria-label={t("storefront.back")}
          data-testid="storefront-back"
        >
          ‹
        </Link>
      ) : null}
      {heading ? <h1 className={styles.title}>{title}</h1> : <span className={styles.title}>{title}</span>}
      <LanguageSelect />
      {slug ? <CartButton slug={slug} /> : null}
    </div>
  );
}

function CartButton({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const count = useCart(slug).reduce((sum, line) => sum + line.quantity, 0);
  const badge = count > 99 ? "99+" : String(count);
  return (
    <Link
      href={storefrontPaths.cart.href(slug)}
      className={styles.cart}
      // The name holds the count the badge shows (WCAG 2.5.3, axe label-content-name-mismatch).
      aria-label={count > 0 ? `${t("storefront.cart.title")} ${badge}` : t("storefront.cart.title")}
      data-testid="cart-button"
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.4" fill="currentColor" />
        <circle cx="17" cy="20" r="1.4" fill="currentColor" />
      </svg>
      {count > 0 ? (
        <span className={styles.badge} data-testid="cart-count">
          {badge}
        </span>
      ) : null}
    </Link>
  );
}

/** A whole-page message: loading, a failure with its retry, nothing here. */
export function Message({
  children,
  busy,
  onRetry,
}: {
  children?: ReactNode;
  busy?: boolean;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={styles.message}
      role={busy ? "status" : undefined}
      aria-busy={busy}
      data-testid="storefront-message"
    >
      {busy ? <span className={styles.spinner} /> : <p>{children}</p>}
      {onRetry ? (
        <button type="button" className={styles.secondary} onClick={onRetry}>
          {t("storefront.retry")}
        </button>
      ) : null}
    </div>
  );
}

export function Section({
  title,
  children,
  testId,
}: {
  title?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className={styles.section} data-testid={testId}>
      {title ? <h2 className={styles.sectionTitle}>{title}</h2> : null}
      {children}
    </section>
  );
}

export { styles as ui };
