import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { ChevronLeftIcon } from "../../components/icons";
import { paths } from "../../config/paths";
import { getToken } from "../../lib/session-store";
import styles from "./title-bar.module.css";

type TitleBarProps = { title: string; hideBack?: boolean; right?: ReactNode };

/** The top bar of spec section 2: a back button (unless the screen hides it) and the screen's title. */
export function TitleBar({ title, hideBack = false, right }: TitleBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();

  const goBack = () => {
    // Spec: without a stored token the back button does nothing.
    if (!getToken()) return;
    // React Router gives the first page of a visit the key "default": nothing to go back to.
    if (location.key !== "default") navigate(-1);
    else navigate(paths.home.href(), { replace: true });
  };

  return (
    <header className={styles.bar} data-testid="title-bar">
      <div className={styles.inner}>
        <div className={styles.side}>
          {hideBack ? null : (
            <button
              type="button"
              className={styles.back}
              onClick={goBack}
              aria-label={t("shell.back")}
              data-testid="back-button"
            >
              <ChevronLeftIcon size={24} />
            </button>
          )}
        </div>
        <h1 className={styles.title}>{title}</h1>
        <div className={[styles.side, styles.right].join(" ")}>{right}</div>
      </div>
    </header>
  );
}
