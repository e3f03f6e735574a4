import { normalizeThaiMobile, thaiMobileSchema } from "@seller/contract/address";
import { Button, Popup } from "antd-mobile";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/text-field";
import { translateKey } from "../../../lib/i18n";
import { useUpdatePersonalInfo } from "../api/update-seller";
import styles from "./personal-info.module.css";

/** The seller's Thai mobile number, checked as the server checks it. */
export function PhoneSheet({
  visible,
  phone,
  onClose,
}: {
  visible: boolean;
  phone: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useUpdatePersonalInfo();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!visible) return;
    setValue(phone ?? "");
    setError(undefined);
  }, [visible, phone]);

  const submit = () => {
    const parsed = thaiMobileSchema.safeParse(value);
    if (!parsed.success)
      return setError(translateKey(parsed.error.issues[0]?.message ?? "address.phoneInvalid"));
    setError(undefined);
    save.mutate({ phone: parsed.data }, { onSuccess: onClose });
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.sheet} data-testid="phone-sheet">
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <h3 className={styles.title}>{t("personalInfo.phone")}</h3>
        <TextField
          id="personal-phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          label={t("personalInfo.phone")}
          placeholder="081-234-5678"
          hint={t("personalInfo.phoneHint")}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => value && setValue(normalizeThaiMobile(value))}
          error={error}
          testId="phone-input"
        />
        <div className={styles.actions}>
          <Button block onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button block type="submit" color="primary" loading={save.isPending} data-testid="phone-save">
            {t("personalInfo.save")}
          </Button>
        </div>
      </form>
    </Popup>
  );
}
