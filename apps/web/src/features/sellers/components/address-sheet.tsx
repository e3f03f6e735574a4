import { type ThaiAddress, thaiAddressSchema } from "@seller/contract/address";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormSheet } from "../../../components/form-sheet";
import { TextField } from "../../../components/text-field";
import type { ThaiPlace } from "../../../components/thai-address-data";
import { ThaiAddressPicker } from "../../../components/thai-address-picker";
import { describeError } from "../../../lib/error-handler";
import { translateKey } from "../../../lib/i18n";
import { useUpdatePersonalInfo } from "../api/update-seller";

/** The house line plus a place from the Thai address picker; the server checks they belong together. */
export function AddressSheet({
  visible,
  address,
  onClose,
}: {
  visible: boolean;
  address: ThaiAddress | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useUpdatePersonalInfo();
  const [line, setLine] = useState("");
  const [place, setPlace] = useState<ThaiPlace | null>(null);
  const [errors, setErrors] = useState<{ line?: string; place?: string }>({});
  const [failure, setFailure] = useState<string>();
  // The picker places its starting value once, when it mounts: only after the form is filled.
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setReady(false);
    if (!visible) return;
    setLine(address?.line ?? "");
    setPlace(
      address
        ? {
            sub_district: address.sub_district,
            district: address.district,
            province: address.province,
            postal_code: address.postal_code,
          }
        : null,
    );
    setErrors({});
    setFailure(undefined);
    setReady(true);
  }, [visible, address]);

  const submit = () => {
    const parsed = thaiAddressSchema.safeParse({ ...(place ?? {}), line });
    if (!parsed.success) {
      const lineIssue = parsed.error.issues.find((issue) => issue.path[0] === "line");
      return setErrors({
        line: lineIssue ? translateKey(lineIssue.message) : undefined,
        place: place ? undefined : t("personalInfo.placeRequired"),
      });
    }
    setErrors({});
    setFailure(undefined);
    save.mutate(
      { address: parsed.data },
      { onSuccess: onClose, onError: (error) => setFailure(describeError(error)) },
    );
  };

  return (
    <FormSheet
      visible={visible}
      onClose={onClose}
      onSubmit={submit}
      title={t("personalInfo.address")}
      failure={failure}
      submitLabel={t("personalInfo.save")}
      submitting={save.isPending}
      testId="address"
      sheetTestId="address-sheet"
    >
      {ready ? <ThaiAddressPicker value={place} onChange={setPlace} error={errors.place} /> : null}
      <TextField
        id="personal-address-line"
        label={t("personalInfo.addressLine")}
        placeholder={t("personalInfo.addressLinePlaceholder")}
        autoComplete="street-address"
        maxLength={200}
        value={line}
        onChange={(event) => setLine(event.target.value)}
        error={errors.line}
        testId="address-line"
      />
    </FormSheet>
  );
}
