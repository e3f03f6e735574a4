import type { ReactNode } from "react";
import { BrandMark } from "../../../components/brand-mark";

export type AuthFrameTexts = { appName: string; tagline: string; title: string; subtitle: string };
type AuthFrameProps = AuthFrameTexts & { topRow?: ReactNode; footer?: ReactNode; children?: ReactNode };

/**
 * The frame of the sign-in and register screens: brand, the card and its
 * heading. It takes its texts as they are, with no hook and no stylesheet
 * import, because the build also renders it into /login's page in each
 * language (apps/web/vite-plugins.ts signInPages): a phone paints the screen's
 * largest text with the first stylesheet instead of after the scripts have
 * run, and React then draws the same markup over it. For that the class names
 * are plain ones (auth-frame.css), known to the page before any script.
 */
export function AuthFrame({ appName, tagline, title, subtitle, topRow, footer, children }: AuthFrameProps) {
  return (
    <div className="auth-frame">
      <header className="auth-frame-hero">
        <div className="auth-frame-hero-inner">
          <div className="auth-frame-top-row">{topRow}</div>
          <div className="auth-frame-brand">
            <span className="auth-frame-logo">
              <BrandMark size={60} />
            </span>
            <p className="auth-frame-app-name">{appName}</p>
            <p className="auth-frame-tagline">{tagline}</p>
          </div>
        </div>
      </header>
      <main className="auth-frame-main">
        <section className="auth-frame-card" aria-labelledby="auth-title">
          <h1 id="auth-title" className="auth-frame-title">
            {title}
          </h1>
          <p className="auth-frame-subtitle">{subtitle}</p>
          {children}
        </section>
        {footer ? <p className="auth-frame-footer">{footer}</p> : null}
      </main>
    </div>
  );
}
