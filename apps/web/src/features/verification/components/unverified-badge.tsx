import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ShieldIcon } from "../../../components/icons";
import { paths } from "../../../config/paths";
import { toast } from "../../../lib/notify";
import styles from "./unverified-badge.module.css";

/** Spec section 2: the short message, then /verification 500 ms later. */
const NAVIGATE_AFTER_MS = 500;
const MESSAGE_MS = 1500;

/** The "not verified" pill beside the seller's name on the profile. */
export function UnverifiedBadge() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const open = () => {
    if (timer.current !== undefined) return; // a double tap opens the screen once
    toast.info(t("verification.profile.badgeMessage"), MESSAGE_MS);
    timer.current = window.setTimeout(() => navigate(paths.verification.href()), NAVIGATE_AFTER_MS);
  };

  return (
    <button type="button" className={styles.badge} onClick={open} data-testid="unverified-badge">
      <ShieldIcon size={14} />
      <span>{t("verification.profile.badge")}</span>
    </button>
  );
}
