import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ShieldCheckIcon } from "../../../components/icons";
import { MenuRow } from "../../../components/menu-list";
import { paths } from "../../../config/paths";
import styles from "./verification-tile.module.css";

/** The profile's way into /verification, shown while the seller has not started (spec section 2). */
export function VerificationTile() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <MenuRow
      icon={<ShieldCheckIcon size={18} />}
      label={t("verification.profile.tile")}
      value={<span className={styles.call}>{t("verification.profile.tileValue")}</span>}
      onClick={() => navigate(paths.verification.href())}
      testId="verification-tile"
    />
  );
}
