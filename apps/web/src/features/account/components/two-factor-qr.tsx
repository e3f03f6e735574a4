import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./account.module.css";

/** The otpauth:// address as a QR code an authenticator app scans. */
export function TwoFactorQr({ url }: { url: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let current = true;
    void QRCode.toDataURL(url, { margin: 1, width: 400, errorCorrectionLevel: "M" }).then((data) => {
      if (current) setSrc(data);
    });
    return () => {
      current = false;
    };
  }, [url]);
  return (
    <div className={styles.qrFrame}>
      {src ? (
        <img src={src} alt={t("twoFactor.setup.qrAlt")} className={styles.qr} data-testid="two-factor-qr" />
      ) : (
        <div className={styles.qr} aria-busy="true" />
      )}
    </div>
  );
}
