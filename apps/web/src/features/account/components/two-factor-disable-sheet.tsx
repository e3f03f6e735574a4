import { zodResolver } from "@hookform/resolvers/zod";
import { type DisableTwoFactorBody, disableTwoFactorBodySchema } from "@seller/contract/two-factor";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormSheet } from "../../../components/form-sheet";
import { TextField } from "../../../components/text-field";
import { describeError } from "../../../lib/error-handler";
import { translateKey } from "../../../lib/i18n";
import { toast } from "../../../lib/notify";
import { useDisableTwoFactor } from "../api/two-factor";

const EMPTY: DisableTwoFactorBody = { password: "", code: "" };
const message = (key: string | undefined) => (key ? translateKey(key) : undefined);

/** Turning two-factor off takes the password and a code (from the app, or a recovery code). */
export function TwoFactorDisableSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const [failure, setFailure] = useState<string>();
  const form = useForm<DisableTwoFactorBody>({
    resolver: zodResolver(disableTwoFactorBodySchema) as never,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!visible) return;
    form.reset(EMPTY);
    setFailure(undefined);
  }, [visible, form]);

  const submit = form.handleSubmit((body) => {
    setFailure(undefined);
    disable.mutate(body, {
      onSuccess: () => {
        toast.success(t("twoFactor.disabled"));
        onClose();
      },
      onError: (error) => setFailure(describeError(error)),
    });
  });

  return (
    <FormSheet
      visible={visible}
      onClose={onClose}
      onSubmit={() => void submit()}
      title={t("twoFactor.disable.title")}
      lead={t("twoFactor.disable.lead")}
      failure={failure}
      submitLabel={t("twoFactor.disable.submit")}
      submitting={disable.isPending}
      submitColor="danger"
      testId="two-factor-disable"
    >
      <TextField
        id="two-factor-disable-password"
        type="password"
        label={t("auth.fields.password")}
        autoComplete="current-password"
        error={message(errors.password?.message)}
        testId="two-factor-disable-password"
        {...form.register("password")}
      />
      <TextField
        id="two-factor-disable-code"
        label={t("twoFactor.disable.codeLabel")}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        error={message(errors.code?.message)}
        testId="two-factor-disable-code"
        {...form.register("code")}
      />
    </FormSheet>
  );
}
