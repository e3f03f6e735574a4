import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { VerificationPanel } from "../../features/verification/components/verification-panel";
import { ScreenFrame } from "../shell/screen-frame";

/** Spec section 4: after a submission the page goes back after 1.5 s. */
const BACK_AFTER_SUBMIT_MS = 1500;

/** /verification: identity verification, a sub-screen of the profile (no tab bar, a back button). */
export function VerificationScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const timer = useRef<number | undefined>(undefined);
  // Leaving earlier by hand must not send the seller back a second time.
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const goBackSoon = () => {
    timer.current = window.setTimeout(() => {
      // React Router gives the first page of a visit the key "default": nothing to go back to.
      if (location.key !== "default") navigate(-1);
      else navigate(paths.profile.href(), { replace: true });
    }, BACK_AFTER_SUBMIT_MS);
  };

  return (
    <ScreenFrame title={t("verification.title")} showTabBar={false}>
      <VerificationPanel onSubmitted={goBackSoon} />
    </ScreenFrame>
  );
}
