import { UPLOAD_ACCEPT } from "@seller/contract/upload-limits";
import { type ChangeEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ui } from "../ui";
import styles from "./pages.module.css";

/** Loaded when a slip is picked: most buyers pay without one, and the order page's first load stays small. */
const loadShrinking = () => import("../../features/verification/image/shrink-image");
type ShrinkModule = Awaited<ReturnType<typeof loadShrinking>>;

/**
 * The transfer slip the buyer may attach to "I have paid" (DECISIONS "Store and storefront"):
 * optional, a JPG or PNG; a photo over the 2 MB limit is made smaller in the browser first, as
 * the ID photos are, so a phone's camera picture still goes.
 */
export function SlipPicker({
  slip,
  onChange,
  disabled,
}: {
  slip: File | undefined;
  onChange: (slip: File | undefined) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string>();
  const [fitting, setFitting] = useState(false);

  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ""; // the same file may be picked again after removing it
    if (!file) return;
    setProblem(undefined);
    const accepted = UPLOAD_ACCEPT.split(",");
    const extension = file.name.slice(file.name.lastIndexOf(".")).toLowerCase();
    if (!accepted.includes(file.type) && !accepted.includes(extension)) {
      setProblem(t("storefront.order.slipType"));
      return;
    }
    setFitting(true);
    let shrinking: ShrinkModule | undefined;
    try {
      shrinking = await loadShrinking();
      onChange(await shrinking.shrinkIdImage(file));
    } catch (error) {
      const tooLarge = !!shrinking && error instanceof shrinking.ShrinkError && error.reason === "tooLarge";
      setProblem(t(tooLarge ? "storefront.order.slipTooLarge" : "storefront.order.slipUnreadable"));
      onChange(undefined);
    } finally {
      setFitting(false);
    }
  };

  return (
    <div className={styles.slip} data-testid="slip-picker">
      <label htmlFor={id} className={styles.slipLabel}>
        {t("storefront.order.slipLabel")}
      </label>
      <p className={styles.muted}>{t("storefront.order.slipHint")}</p>
      {slip ? (
        <div className={styles.slipChosen}>
          <span data-testid="slip-name">{slip.name}</span>
          <button
            type="button"
            className={ui.secondary}
            disabled={disabled}
            onClick={() => onChange(undefined)}
            data-testid="slip-remove"
          >
            {t("storefront.order.slipRemove")}
          </button>
        </div>
      ) : null}
      <input
        id={id}
        type="file"
        accept={UPLOAD_ACCEPT}
        disabled={disabled || fitting}
        onChange={(event) => void picked(event)}
        aria-busy={fitting || undefined}
        data-testid="slip-input"
      />
      {problem ? (
        <p className={ui.error} role="alert" data-testid="slip-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
