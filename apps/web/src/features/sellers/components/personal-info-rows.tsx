import type { SellerProfile } from "@seller/contract/seller";
import { formatThaiMobile } from "@seller/contract/thai-mobile";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { MapPinIcon, PhoneIcon } from "../../../components/icons";
import { MenuRow } from "../../../components/menu-list";
import styles from "./personal-info.module.css";

// The sheets load when first opened: their forms, checks and the Thai address picker are not what
// a cold /profile needs to show the balance (bench/cold-profile.bench.ts).
const PhoneSheet = lazy(() => import("./phone-sheet").then((m) => ({ default: m.PhoneSheet })));
const AddressSheet = lazy(() => import("./address-sheet").then((m) => ({ default: m.AddressSheet })));
type Sheet = "phone" | "address";

/**
 * Phone and address on the profile, each editable in its own sheet. Both count
 * in the profile completion (spec section 3), with name, ID and the two images.
 */
export function PersonalInfoRows({ profile }: { profile: SellerProfile }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Sheet>();
  // Once opened, a sheet stays mounted, so that closing it slides it away as before.
  const [opened, setOpened] = useState<ReadonlySet<Sheet>>(new Set());
  const show = (sheet: Sheet) => {
    setOpened((before) => new Set(before).add(sheet));
    setOpen(sheet);
  };
  const close = () => setOpen(undefined);
  const missing = <span className={styles.missing}>{t("personalInfo.add")}</span>;
  return (
    <>
      <MenuRow
        icon={<PhoneIcon size={18} />}
        label={t("personalInfo.phone")}
        value={profile.phone ? formatThaiMobile(profile.phone) : missing}
        onClick={() => show("phone")}
        testId="profile-phone"
        valueTestId="profile-phone-value"
      />
      <MenuRow
        icon={<MapPinIcon size={18} />}
        label={
          <span className={styles.labelStack}>
            {t("personalInfo.address")}
            {profile.address ? (
              <span className={styles.value} data-testid="profile-address-value">
                {profile.address}
              </span>
            ) : null}
          </span>
        }
        value={profile.address ? undefined : missing}
        onClick={() => show("address")}
        testId="profile-address"
      />
      <Suspense fallback={null}>
        {opened.has("phone") ? (
          <PhoneSheet visible={open === "phone"} phone={profile.phone} onClose={close} />
        ) : null}
        {opened.has("address") ? (
          <AddressSheet visible={open === "address"} address={profile.address_detail} onClose={close} />
        ) : null}
      </Suspense>
    </>
  );
}
