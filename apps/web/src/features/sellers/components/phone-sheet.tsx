import { normalizeThaiMobile, thaiMobileSchema } from "@seller/contract/address";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormSheet } from "../../../components/form-sheet";
import { TextField } from "../../../components/text-field";
import { translateKey } from "../../../lib/i18n";
import { useUpdatePersonalInfo } from "../api/update-seller";

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
    <FormSheet
      visible={visible}
      onClose={onClose}
      onSubmit={submit}
      title={t("personalInfo.phone")}
      submitLabel={t("personalInfo.save")}
      submitting={save.isPending}
      testId="phone"
      sheetTestId="phone-sheet"
    >
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
    </FormSheet>
  );
}
