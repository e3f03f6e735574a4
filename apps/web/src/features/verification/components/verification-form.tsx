import { zodResolver } from "@hookform/resolvers/zod";
import type { VerificationUploadSide } from "@seller/contract/files";
import { idCardNumberSchema, maskIdNumber } from "@seller/contract/id-number";
import {
  type SubmitVerificationBody,
  submitVerificationBodySchema,
  type Verification,
} from "@seller/contract/verification";
import { useIsMutating } from "@tanstack/react-query";
import { Button } from "antd-mobile";
import { useRef, useState } from "react";
import { type FieldError, type Resolver, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { AlertIcon, LockIcon } from "../../../components/icons";
import { TextField } from "../../../components/text-field";
import { translateKey } from "../../../lib/i18n";
import { toast } from "../../../lib/notify";
import { useDeleteFile } from "../api/delete-file";
import { verificationKeys } from "../api/query-keys";
import { useSubmitVerification } from "../api/submit-verification";
import type { UploadedImage } from "../api/upload-verification-image";
import { canResubmit, type VerificationStatus } from "../rules/verification-status";
import { IdImageSlot } from "./id-image-slot";
import styles from "./verification-form.module.css";

type Uploads = { track: (uuid: string) => void; forget: (uuid: string) => void; forgetAll: () => void };

type Props = {
  status: VerificationStatus;
  verification: Verification | null;
  editable: boolean;
  uploads: Uploads;
  onSubmitted: () => void;
  onImageError: () => void;
};

const URL_FIELD = { front: "id_card_front_url", back: "id_card_back_url" } as const;

/** The contract's schemas carry locale keys as messages ("validation.idNumberInvalid"). */
function messageOf(error: FieldError | undefined): string | undefined {
  return error?.message ? translateKey(error.message) : undefined;
}

/**
 * A rejected seller corrects only what was wrong: the name is prefilled, and the
 * earlier photos stay (until retention deleted them) unless replaced. The number
 * arrives masked (it is stored sealed), so it is kept by leaving it out (see keptNumber).
 */
function initialValues(verification: Verification | null, editable: boolean): SubmitVerificationBody {
  if (!verification)
    return { real_name: "", id_card_number: "", id_card_front_url: "", id_card_back_url: "" };
  const idNumber = idCardNumberSchema.safeParse(verification.id_card_number).success
    ? verification.id_card_number
    : "";
  return {
    real_name: verification.real_name,
    id_card_number: editable ? idNumber : verification.id_card_number,
    id_card_front_url: verification.id_card_front_url ?? "",
    id_card_back_url: verification.id_card_back_url ?? "",
  };
}

/**
 * The rejection's reason is free text (the console's reject dialog), so the form cannot tell
 * which answer it concerns: everything earlier is kept, each with a "replace" control.
 * The kept number is the masked one the server answered; null when there is none to keep.
 */
function keptNumberOf(verification: Verification | null, editable: boolean): string | null {
  if (!editable || !verification?.id_card_number) return null;
  return idCardNumberSchema.safeParse(verification.id_card_number).success
    ? null
    : verification.id_card_number;
}

const fullResolver = zodResolver(
  submitVerificationBodySchema.required({ id_card_number: true }),
) as Resolver<SubmitVerificationBody>;
const keepNumberResolver = zodResolver(submitVerificationBodySchema) as Resolver<SubmitVerificationBody>;

/** Spec section 2: real name, ID number, front and back of the ID card, submit. */
export function VerificationForm({
  status,
  verification,
  editable,
  uploads,
  onSubmitted,
  onImageError,
}: Props) {
  const { t } = useTranslation();
  const submit = useSubmitVerification();
  const deleteFile = useDeleteFile();
  // A tap on submit while a photo is still uploading would read as "incomplete": wait for it instead.
  const uploading = useIsMutating({ mutationKey: verificationKeys.upload() }) > 0;
  const [own, setOwn] = useState<Partial<Record<VerificationUploadSide, UploadedImage>>>({});
  const [keptNumber, setKeptNumber] = useState(() => keptNumberOf(verification, editable));
  const keeping = useRef(keptNumber !== null);
  keeping.current = keptNumber !== null;
  const form = useForm<SubmitVerificationBody>({
    // Keeping the earlier number: the field is left out of the check and of the request.
    resolver: (values, context, options) =>
      keeping.current
        ? keepNumberResolver({ ...values, id_card_number: undefined }, context, options)
        : fullResolver(values, context, options),
    defaultValues: initialValues(verification, editable),
  });
  const kept = initialValues(verification, editable);
  const { errors, isSubmitted } = form.formState;
  const values = useWatch({ control: form.control });
  const missing = !values.real_name?.trim() || (keptNumber === null && !values.id_card_number?.trim());
  const incomplete = missing || !values.id_card_front_url || !values.id_card_back_url;
  const locked = !editable || submit.isPending || submit.isSuccess;

  const setImage = (side: VerificationUploadSide, image: UploadedImage | undefined) => {
    setOwn((current) => ({ ...current, [side]: image }));
    form.setValue(URL_FIELD[side], image?.url ?? "", { shouldValidate: isSubmitted });
  };

  const uploaded = (side: VerificationUploadSide, image: UploadedImage) => {
    uploads.track(image.uuid);
    setImage(side, image);
  };

  const remove = (side: VerificationUploadSide) => {
    const image = own[side];
    if (!image) return;
    deleteFile.mutate(image.uuid, {
      onSuccess: () => {
        uploads.forget(image.uuid);
        setImage(side, undefined);
      },
    });
  };

  const send = form.handleSubmit(
    () => {
      // Spec section 4: a second submission is allowed only after a rejection.
      if (verification && !canResubmit(status)) {
        toast.error(t("verification.onlyRejectedResubmit"));
        return;
      }
      const { id_card_number, ...rest } = form.getValues();
      submit.mutate(keptNumber === null ? { ...rest, id_card_number } : rest, {
        onSuccess: () => {
          uploads.forgetAll();
          toast.success(t("verification.submitted"));
          onSubmitted();
        },
      });
    },
    () => {
      if (incomplete) toast.error(t("verification.incomplete"));
    },
  );

  const keptImage = (side: VerificationUploadSide) =>
    editable && !locked && kept[URL_FIELD[side]] !== "" && values[URL_FIELD[side]] === kept[URL_FIELD[side]];

  const slot = (side: VerificationUploadSide) => (
    <div className={styles.slotWithReplace}>
      <IdImageSlot
        side={side}
        url={values[URL_FIELD[side]] || undefined}
        editable={!locked}
        deletable={!locked && own[side] !== undefined}
        deleting={deleteFile.isPending && deleteFile.variables === own[side]?.uuid}
        error={messageOf(errors[URL_FIELD[side]])}
        onUploaded={(image) => uploaded(side, image)}
        onDelete={() => remove(side)}
        onImageError={onImageError}
      />
      {keptImage(side) ? (
        <Button
          size="small"
          fill="outline"
          onClick={() => form.setValue(URL_FIELD[side], "", { shouldValidate: isSubmitted })}
          data-testid={`verification-${side}-replace`}
        >
          {t("verification.keep.replacePhoto", { side: t(`verification.fields.${side}`) })}
        </Button>
      ) : null}
    </div>
  );

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      noValidate
      data-testid="verification-form"
      data-editable={editable}
    >
      {editable ? (
        <section className={styles.card}>
          <TextField
            id="verification-real-name"
            label={t("verification.fields.realName")}
            placeholder={t("verification.fields.realNamePlaceholder")}
            autoComplete="name"
            readOnly={locked}
            error={messageOf(errors.real_name)}
            testId="verification-real-name"
            {...form.register("real_name")}
          />
          {keptNumber !== null ? (
            <div className={styles.kept} data-testid="verification-id-number-kept">
              <dl className={styles.detail}>
                <dt>{t("verification.fields.idNumber")}</dt>
                <dd data-testid="verification-id-number-value">{keptNumber}</dd>
              </dl>
              <p className={styles.keptHint}>{t("verification.keep.numberKept")}</p>
              <Button
                size="small"
                fill="outline"
                disabled={locked}
                onClick={() => {
                  setKeptNumber(null);
                  // The field appears on this render; focus it on the next.
                  window.setTimeout(() => form.setFocus("id_card_number"));
                }}
                data-testid="verification-id-number-replace"
              >
                {t("verification.keep.replaceNumber")}
              </Button>
            </div>
          ) : (
            <TextField
              id="verification-id-number"
              label={t("verification.fields.idNumber")}
              placeholder={t("verification.fields.idNumberPlaceholder")}
              inputMode="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              readOnly={locked}
              error={messageOf(errors.id_card_number)}
              hint={t("verification.fields.idNumberHint")}
              testId="verification-id-number"
              {...form.register("id_card_number")}
            />
          )}
        </section>
      ) : (
        <dl className={styles.card} data-testid="verification-details">
          <div className={styles.detail}>
            <dt>{t("verification.fields.realName")}</dt>
            <dd data-testid="verification-real-name-value">{verification?.real_name}</dd>
          </div>
          <div className={styles.detail}>
            <dt>{t("verification.fields.idNumber")}</dt>
            {/* Masked like the profile: a locked screen is often shown or screenshotted. */}
            <dd data-testid="verification-id-number-value">
              {maskIdNumber(verification?.id_card_number ?? "")}
            </dd>
          </div>
        </dl>
      )}

      <section className={styles.card}>
        <div className={styles.sectionHead}>
          <h3 className={styles.sectionTitle}>{t("verification.fields.documents")}</h3>
          {editable ? <p className={styles.sectionHint}>{t("verification.fields.documentsHint")}</p> : null}
        </div>
        <div className={styles.slots}>
          {slot("front")}
          {slot("back")}
        </div>
      </section>

      {editable ? (
        <>
          {isSubmitted && incomplete ? (
            <p className={styles.incomplete} role="alert" data-testid="verification-incomplete">
              <AlertIcon size={18} />
              <span>{t("verification.incomplete")}</span>
            </p>
          ) : null}
          <Button
            type="submit"
            color="primary"
            block
            className={styles.submit}
            loading={submit.isPending || uploading}
            disabled={submit.isSuccess || uploading}
            data-testid="verification-submit"
          >
            {status === "rejected" ? t("verification.resubmit") : t("verification.submit")}
          </Button>
        </>
      ) : (
        <p className={styles.locked} data-testid="verification-locked">
          <LockIcon size={16} />
          <span>
            {t(status === "verified" ? "verification.locked.verified" : "verification.locked.pending")}
          </span>
        </p>
      )}
    </form>
  );
}
