import { Button } from "antd-mobile";
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LazySheet } from "../../../components/lazy-sheet";
import { toast } from "../../../lib/notify";
import styles from "./share-store.module.css";

/** "Share my store": the store's public link, to copy or to share, and its QR code. */
export function ShareStore({
  visible,
  onClose,
  path,
}: {
  visible: boolean;
  onClose: () => void;
  path: string;
}) {
  const { t } = useTranslation();
  const link = `${window.location.origin}${path}`;
  const [qr, setQr] = useState<string>();
  useEffect(() => {
    if (!visible) return;
    let current = true;
    void QRCode.toDataURL(link, { margin: 1, width: 400 }).then((url) => current && setQr(url));
    return () => {
      current = false;
    };
  }, [visible, link]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t("shop.share.copied"));
    } catch {
      toast.error(t("shop.share.copyFailed"));
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: t("shop.share.title"), url: link });
    } catch {
      // The seller closed the share sheet: nothing to tell.
    }
  };
  return (
    <LazySheet visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet}>
      <div className={styles.body} data-testid="share-store">
        <h2>{t("shop.share.title")}</h2>
        <p className={styles.hint}>{t("shop.share.hint")}</p>
        {qr ? (
          <img className={styles.qr} src={qr} alt={t("shop.share.qrAlt")} data-testid="share-qr" />
        ) : null}
        <p className={styles.link} data-testid="share-link">
          {link}
        </p>
        <div className={styles.actions}>
          <Button color="primary" onClick={() => void copy()} data-testid="share-copy">
            {t("shop.share.copy")}
          </Button>
          {"share" in navigator ? (
            <Button onClick={() => void share()}>{t("shop.share.share")}</Button>
          ) : null}
          <Button
            fill="none"
            onClick={() => void window.open(link, "_blank", "noopener")}
            data-testid="share-open"
          >
            {t("shop.share.open")}
          </Button>
        </div>
      </div>
    </LazySheet>
  );
}
