import { Image, Skeleton, Typography } from "antd";
import { useEffect, useState } from "react";
import { privateImageUrl } from "../api";
import { useText } from "../i18n";

/** An identity image, fetched with the operator's bearer token and shown as a blob: url (never a shareable link). */
export function PrivateImage({ url, alt }: { url: string | null; alt: string }) {
  const { t } = useText();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    privateImageUrl(url, controller.signal)
      .then((made) => {
        objectUrl = made;
        setSrc(made);
      })
      .catch(() => setFailed(true));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (!url) return <Typography.Text type="secondary">{t("verifications.imagesPurged")}</Typography.Text>;
  if (failed) return <Typography.Text type="danger">{t("errors.imageUnavailable")}</Typography.Text>;
  if (!src) return <Skeleton.Image active />;
  return <Image src={src} alt={alt} width={360} style={{ border: "1px solid #eee", borderRadius: 6 }} />;
}
