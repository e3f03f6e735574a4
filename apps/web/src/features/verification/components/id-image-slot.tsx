import { UPLOAD_ACCEPT, type VerificationUploadSide } from "@seller/contract/files";
import { SpinLoading } from "antd-mobile";
import { type ChangeEvent, type CSSProperties, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AlertIcon, CameraIcon, TrashIcon } from "../../../components/icons";
import { handleError } from "../../../lib/error-handler";
import { translateKey } from "../../../lib/i18n";
import { toast } from "../../../lib/notify";
import {
  UploadAnswerError,
  type UploadedImage,
  useUploadVerificationImage,
} from "../api/upload-verification-image";
import { usePrivateImage } from "../hooks/use-private-image";
import { ShrinkError } from "../image/shrink-image";
import { checkIdImageFile } from "../rules/image-file-check";
import styles from "./id-image-slot.module.css";

type Props = {
  side: VerificationUploadSide;
  /** The private url of the image (`/api/files/{uuid}`), from this visit's upload or the submitted record. */
  url: string | undefined;
  /** Upload allowed: the form is editable and this side is empty. */
  editable: boolean;
  /** Delete allowed: the image is this visit's upload, not yet submitted. */
  deletable: boolean;
  deleting?: boolean;
  error?: string;
  onUploaded: (image: UploadedImage) => void;
  onDelete: () => void;
  /** A failed load (signed out meanwhile, file gone) asks the screen to load the record again. */
  onImageError?: () => void;
};

function reportUploadFailure(error: unknown): void {
  if (error instanceof UploadAnswerError) {
    handleError(error, { message: translateKey(`verification.upload.${error.reason}`) });
  } else if (error instanceof ShrinkError) {
    toast.error(
      translateKey(
        error.reason === "tooLarge" ? "verification.upload.cannotFit" : "verification.upload.unreadable",
      ),
    );
  } else {
    handleError(error, { fallbackMessage: translateKey("verification.upload.failed") });
  }
}

/** One side of the ID card: an upload box, then the preview with a delete button. */
export function IdImageSlot(props: Props) {
  const { side, url, editable, deletable, deleting, error, onUploaded, onDelete, onImageError } = props;
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useUploadVerificationImage();
  const [localPreview, setLocalPreview] = useState<string>();
  const [brokenUrl, setBrokenUrl] = useState<string>();
  // The server's image opens only with the bearer token: fetched, then shown as a blob: url.
  const remote = usePrivateImage(upload.isPending ? undefined : url);
  const [fileProblem, setFileProblem] = useState<string>();
  // Percent of the in-browser resizing of a photo over 2 MB; undefined when not resizing.
  const [preparing, setPreparing] = useState<number>();
  const label = t(`verification.fields.${side}`);

  // The object url of the picked file shows at once while it uploads; it is released afterwards.
  useEffect(() => {
    if (!localPreview) return;
    return () => URL.revokeObjectURL(localPreview);
  }, [localPreview]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ""; // the same file may be picked again after a failure
    if (!file) return;
    const problem = checkIdImageFile(file);
    if (problem) {
      const message = t(`verification.upload.${problem}`);
      setFileProblem(message);
      toast.error(message);
      return;
    }
    setFileProblem(undefined);
    setLocalPreview(URL.createObjectURL(file));
    // Resizing runs inside the upload call, so submit waits for it as it waits for an upload.
    upload.mutate(
      {
        file,
        side,
        onProgress: (fraction) => setPreparing(fraction < 1 ? Math.round(fraction * 100) : undefined),
      },
      {
        onSuccess: (image) => onUploaded(image),
        onError: (error) => {
          if (error instanceof ShrinkError) {
            setFileProblem(
              t(`verification.upload.${error.reason === "tooLarge" ? "cannotFit" : "unreadable"}`),
            );
          }
          reportUploadFailure(error);
        },
        onSettled: () => {
          setPreparing(undefined);
          setLocalPreview(undefined);
        },
      },
    );
  };
  const busy = upload.isPending || preparing !== undefined;

  const shown = busy ? localPreview : remote.src;
  const loading = !busy && url !== undefined && !remote.src && !remote.failed;
  const broken = (!busy && remote.failed) || (shown !== undefined && shown === brokenUrl);
  const filled = Boolean(shown) || loading || broken;
  const reportFailure = useRef(onImageError);
  reportFailure.current = onImageError;
  useEffect(() => {
    if (remote.failed) reportFailure.current?.();
  }, [remote.failed]);
  const message = fileProblem ?? error;

  return (
    <div className={styles.slot}>
      <div className={styles.caption}>
        <span className={styles.label}>{label}</span>
        <span className={styles.hint}>{t(`verification.fields.${side}Hint`)}</span>
      </div>
      <div
        className={[styles.frame, message ? styles.invalid : "", filled ? styles.filled : ""].join(" ")}
        data-testid={`verification-${side}-slot`}
        data-state={busy ? "uploading" : filled ? "filled" : "empty"}
      >
        {shown && !broken ? (
          <img
            className={styles.preview}
            src={shown}
            alt={t("verification.upload.previewAlt", { side: label })}
            data-testid={`verification-${side}-preview`}
            onError={() => {
              if (shown === localPreview) return;
              setBrokenUrl(shown);
              onImageError?.();
            }}
          />
        ) : null}
        {loading ? (
          <span className={styles.overlay} role="status" data-testid={`verification-${side}-loading`}>
            <SpinLoading color="white" style={{ "--size": "24px" } as CSSProperties} />
            {t("security.web.imageLoading")}
          </span>
        ) : null}
        {broken ? (
          <span className={styles.broken} data-testid={`verification-${side}-broken`}>
            <AlertIcon size={22} />
            {t("verification.upload.imageLoadFailed")}
          </span>
        ) : null}
        {busy ? (
          <span className={styles.overlay} role="status" data-testid={`verification-${side}-progress`}>
            <SpinLoading color="white" style={{ "--size": "28px" } as CSSProperties} />
            {preparing !== undefined
              ? t("verification.upload.preparing", { percent: preparing })
              : t("verification.upload.uploading")}
            {preparing !== undefined ? (
              <progress className={styles.progress} max={100} value={preparing} aria-hidden="true" />
            ) : null}
          </span>
        ) : null}
        {!filled && editable ? (
          <label htmlFor={inputId} className={styles.picker}>
            <span className={styles.pickerIcon}>
              <CameraIcon size={26} />
            </span>
            <span className={styles.pickerText}>{t("verification.upload.choose")}</span>
            <span className={styles.pickerHint}>{t("verification.upload.pickerHint")}</span>
          </label>
        ) : null}
        {!filled && !editable ? <span className={styles.missing}>—</span> : null}
        {filled && deletable && !busy ? (
          <button
            type="button"
            className={styles.delete}
            onClick={onDelete}
            disabled={deleting}
            aria-label={t("verification.upload.deleteLabel", { side: label })}
            data-testid={`verification-${side}-delete`}
          >
            {deleting ? (
              <SpinLoading color="white" style={{ "--size": "16px" } as CSSProperties} />
            ) : (
              <TrashIcon size={16} />
            )}
            <span>{t("verification.upload.delete")}</span>
          </button>
        ) : null}
      </div>
      <input
        id={inputId}
        type="file"
        accept={UPLOAD_ACCEPT}
        // Named also when the picker label is gone (a filled or locked slot): axe "label".
        aria-label={label}
        className={styles.input}
        onChange={pick}
        disabled={!editable || filled || busy}
        data-testid={`verification-${side}-input`}
      />
      {message ? (
        <p className={styles.error} role="alert" data-testid={`verification-${side}-error`}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
