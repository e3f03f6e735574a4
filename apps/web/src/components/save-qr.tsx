import { useState } from "react";
import { useTranslation } from "react-i18next";
import { canShareFiles } from "../lib/can-share-files";
import { formatDateTime } from "../lib/format";
import styles from "./save-qr.module.css";

/** Drawing and saving load on the first tap: the buyer's order page's first load stays small. */
const loadPictureCode = () => Promise.all([import("../lib/qr-picture"), import("../lib/save-file")]);

type Props = {
  payload: string;
  /** The amount as the screen shows it ("฿250.00"), and as the API gives it ("250.00") for the file's name. */
  amountText: string;
  baht: string;
  reference: string;
  qrExpiresAt: string | null;
  /** Each app's own button looks. */
  buttonClassName: string | undefined;
  testIdPrefix: string;
};

type Outcome = "saved" | "shared" | "failed";

/**
 * Save and share the payment QR as a picture (DECISIONS "Payments"): a phone
 * cannot scan its own screen, and Thai banking apps pay from a saved QR.
 * Share appears only where the browser can share files.
 */
export function SaveQr({
  payload,
  amountText,
  baht,
  reference,
  qrExpiresAt,
  buttonClassName,
  testIdPrefix,
}: Props) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const [shareable] = useState(canShareFiles);

  const picture = async () => {
    const [{ drawQrPicture, payeeOf, qrPictureName }, { saveFile }] = await loadPictureCode();
    const payee = payeeOf(payload);
    const rows = [
      { label: t("common.saveQr.reference"), value: reference },
      ...(payee ? [{ label: t("common.saveQr.payee"), value: payee }] : []),
      ...(qrExpiresAt
        ? [
            {
              label: t("common.saveQr.validUntil"),
              value: formatDateTime(qrExpiresAt, i18n.language),
            },
          ]
        : []),
    ];
    const blob = await drawQrPicture(payload, { amount: amountText, rows, note: t("common.saveQr.note") });
    return { blob, name: qrPictureName(reference, baht), saveFile };
  };

  const run = async (act: "save" | "share") => {
    setBusy(true);
    setOutcome(undefined);
    try {
      const { blob, name, saveFile } = await picture();
      if (act === "save") {
        saveFile(blob, name);
        setOutcome("saved");
      } else {
        await navigator.share({ files: [new File([blob], name, { type: "image/png" })], title: name });
        setOutcome("shared");
      }
    } catch (error) {
      // Closing the share sheet is the payer's choice, not a failure.
      if (!(error instanceof DOMException && error.name === "AbortError")) setOutcome("failed");
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.box}>
      <div className={styles.buttons}>
        <button
          type="button"
          className={buttonClassName}
          disabled={busy}
          onClick={() => void run("save")}
          data-testid={`${testIdPrefix}-save-qr`}
        >
          {t("common.saveQr.save")}
        </button>
        {shareable ? (
          <button
            type="button"
            className={buttonClassName}
            disabled={busy}
            onClick={() => void run("share")}
            data-testid={`${testIdPrefix}-share-qr`}
          >
            {t("common.saveQr.share")}
          </button>
        ) : null}
      </div>
      <p className={styles.status} role="status" data-testid={`${testIdPrefix}-save-qr-status`}>
        {outcome ? t(`common.saveQr.${outcome}`) : ""}
      </p>
    </div>
  );
}
