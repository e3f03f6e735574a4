import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { copyText } from "../copy-text";
import { storefrontPaths } from "../paths";
import { Section, ui } from "../ui";
import styles from "./order-share.module.css";

type Shared = "copied" | "shared" | "copyByHand";

/**
 * The order page's link, kept by the buyer (DECISIONS "Store and storefront":
 * copy link and share). Share opens the phone's share sheet where the browser
 * has one (Web Share API); copy works everywhere, and where even copying is
 * refused, the link is selected in its box for the buyer to copy by hand.
 */
export function OrderShare({
  code,
  orderNumber,
  storeName,
  slug,
}: {
  code: string;
  orderNumber: string;
  storeName: string;
  slug: string;
}) {
  const { t } = useTranslation();
  const [done, setDone] = useState<Shared>();
  const link = `${window.location.origin}/o/${code}`;
  const canShare = typeof navigator.share === "function";

  const selectLink = () => {
    const box = document.getElementById("order-link") as HTMLInputElement | null;
    box?.focus();
    box?.select();
  };
  const copy = async () => {
    const copied = await copyText(link);
    setDone(copied ? "copied" : "copyByHand");
    if (!copied) selectLink();
  };
  const share = async () => {
    try {
      await navigator.share({
        title: storeName,
        text: t("storefront.share.text", { number: orderNumber, store: storeName }),
        url: link,
      });
      setDone("shared");
    } catch (error) {
      // The buyer closed the share sheet: nothing to say. Any other refusal: copy instead.
      if (error instanceof DOMException && error.name === "AbortError") return;
      await copy();
    }
  };

  return (
    <Section title={t("storefront.share.title")} testId="order-share">
      <p className={styles.hint}>{t("storefront.share.keepLink")}</p>
      <label className={styles.linkField}>
        <span className={styles.srOnly}>{t("storefront.share.linkLabel")}</span>
        <input
          id="order-link"
          className={styles.link}
          value={link}
          readOnly
          onFocus={(event) => event.target.select()}
          data-testid="order-link"
        />
      </label>
      <div className={styles.buttons}>
        {canShare ? (
          <button type="button" className={ui.primary} onClick={() => void share()} data-testid="share-order">
            {t("storefront.share.share")}
          </button>
        ) : null}
        <button
          type="button"
          className={ui.secondary}
          onClick={() => void copy()}
          data-testid="copy-order-link"
        >
          {t("storefront.share.copy")}
        </button>
      </div>
      <p className={styles.done} role="status" data-testid="order-share-done">
        {done ? t(`storefront.share.${done}`) : ""}
      </p>
      <p className={styles.hint}>
        {t("storefront.lookup.hint", { number: orderNumber })}{" "}
        <Link
          href={storefrontPaths.lookup.href(slug)}
          className={ui.textLink}
          data-testid="order-lookup-link"
        >
          {t("storefront.lookup.link")}
        </Link>
      </p>
    </Section>
  );
}
