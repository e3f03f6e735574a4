import { type ReactNode, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { paths } from "../../config/paths";
import { currentLanguage, hasAllTexts, loadLanguage } from "../../lib/i18n";
import { StartLoading } from "./start-loading";

/**
 * A cold start at the sign-in screen loads only that screen's texts (main.tsx).
 * Any other screen waits here for the rest of the language, which the sign-in
 * form has usually fetched already (login-form.tsx), instead of showing keys.
 */
export function CompleteTexts({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [, setLoaded] = useState(0);
  const complete = hasAllTexts();
  const waiting = !complete && pathname !== paths.login.pattern;

  useEffect(() => {
    if (!waiting) return;
    let current = true;
    const settle = () => {
      if (current) setLoaded((count) => count + 1);
    };
    // Offline without the cached app, a retry comes with the next navigation.
    loadLanguage(currentLanguage()).then(settle, settle);
    return () => {
      current = false;
    };
  }, [waiting]);

  return waiting ? <StartLoading /> : children;
}
