import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { PageLoading } from "../../components/page-loading";
import styles from "../../components/page-loading.module.css";

/** index.html's mark, as main.tsx found it before React drew over it. */
let bootMarkup: string | null = null;
let firstScreenShown = false;

/** Keeps the mark index.html paints before any script, so the app's own wait can go on showing it. */
export function keepBootMark(root: Element): void {
  bootMarkup = root.querySelector(".boot")?.innerHTML ?? null;
}

/**
 * The app's wait for a screen (its code or its language's texts). Until the
 * first screen has shown, it is the same mark index.html painted, in the same
 * place: a cold open shows one loading picture, not the mark and then a spinner.
 * Later waits, between screens, are the spinner.
 */
export function StartLoading() {
  const { t } = useTranslation();
  if (firstScreenShown || bootMarkup === null) return <PageLoading />;
  return (
    <div
      className={styles.wrap}
      role="status"
      aria-label={t("common.loading")}
      // Our own index.html's markup, read at start-up: no outside text goes in here.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
      dangerouslySetInnerHTML={{ __html: bootMarkup }}
    />
  );
}

/** Rendered beside the routes: its effect runs once a screen has been committed. */
export function FirstScreenShown() {
  useEffect(() => {
    firstScreenShown = true;
  }, []);
  return null;
}
