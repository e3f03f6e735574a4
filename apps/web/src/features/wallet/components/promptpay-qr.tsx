import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./payment-instructions.module.css";

/** Draws the server's EMVCo PromptPay payload as a QR code any Thai banking app can scan. */
export function PromptPayQr({ payload }: { payload: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let current = true;
    void QRCode.toDataURL(payload, { margin: 1, width: 480, errorCorrectionLevel: "M" }).then((url) => {
      if (current) setSrc(url);
    });
    return () => {
      current = false;
    };
  }, [payload]);
  return (
    <div className={styles.qrFrame}>
      <p className={styles.qrBrand}>PromptPay</p>
      {src ? (
        <img
          src={src}
          alt={t("wallet.recharge.qrAlt")}
          className={styles.qr}
          data-testid="promptpay-qr"
          data-payload={payload}
        />
      ) : (
        <div className={styles.qr} aria-busy="true" />
      )}
    </div>
  );
}
