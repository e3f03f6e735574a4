import { formatThaiMobile } from "@seller/contract/address";
import type { SellerProfile } from "@seller/contract/seller";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MapPinIcon, PhoneIcon } from "../../../components/icons";
import { MenuRow } from "../../../components/menu-list";
import { AddressSheet } from "./address-sheet";
import styles from "./personal-info.module.css";
import { PhoneSheet } from "./phone-sheet";

/**
 * Phone and address on the profile, each editable in its own sheet. Both count
 * in the profile completion (spec section 3), with name, ID and the two images.
 */
export function PersonalInfoRows({ profile }: { profile: SellerProfile }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<"phone" | "address">();
  const close = () => setOpen(undefined);
  const missing = <span className={styles.missing}>{t("personalInfo.add")}</span>;
  return (
    <>
      <MenuRow
        icon={<PhoneIcon size={18} />}
        label={t("personalInfo.phone")}
        value={profile.phone ? formatThaiMobile(profile.phone) : missing}
        onClick={() => setOpen("phone")}
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
        onClick={() => setOpen("address")}
        testId="profile-address"
      />
      <PhoneSheet visible={open === "phone"} phone={profile.phone} onClose={close} />
      <AddressSheet visible={open === "address"} address={profile.address_detail} onClose={close} />
    </>
  );
}
