import type { BankCard } from "@seller/contract/bank-cards";
import { IDENTITY_REVIEW_WORKING_DAYS } from "@seller/contract/constants";
import { useTranslation } from "react-i18next";
import { bankLabel } from "../../../lib/bank-label";
import styles from "./bank-cards.module.css";

/**
 * A card as a card: bank, masked number, holder and the automatic status
 * (DECISIONS "Wallet"), with the way to remove it.
 */
export function BankCardItem({ card, onRemove }: { card: BankCard; onRemove: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <article className={styles.card} data-testid="bank-card" data-status={card.status}>
      <div className={styles.cardTop}>
        <span className={styles.bank}>{bankLabel(card.bank_code, i18n.language)}</span>
        <span className={[styles.status, styles[card.status]].join(" ")} data-testid="bank-card-status">
          {t(`bankCards.status.${card.status}`)}
        </span>
      </div>
      <p className={styles.number} data-testid="bank-card-number">
        {card.card_number.replace(/(.{4})/g, "$1 ").trim()}
      </p>
      <div className={styles.cardBottom}>
        <span>{card.card_holder_name}</span>
        {card.is_default ? <span className={styles.default}>{t("bankCards.default")}</span> : null}
      </div>
      {card.status !== "verified" ? (
        <p className={styles.statusHint} data-testid="bank-card-status-hint">
          {card.status === "pending"
            ? t("verification.underReview.cardHint", { days: IDENTITY_REVIEW_WORKING_DAYS })
            : t(`bankCards.statusHint.${card.status}`)}
        </p>
      ) : null}
      <button type="button" className={styles.remove} onClick={onRemove} data-testid="bank-card-remove">
        {t("security.web.deleteButton")}
      </button>
    </article>
  );
}
