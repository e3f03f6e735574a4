import type { BankCard } from "@seller/contract/bank-cards";
import { useTranslation } from "react-i18next";
import styles from "./bank-cards.module.css";

/** A card as a card: bank, masked number, holder and the automatic status (DECISIONS "Wallet"). */
export function BankCardItem({ card }: { card: BankCard }) {
  const { t } = useTranslation();
  return (
    <article className={styles.card} data-testid="bank-card" data-status={card.status}>
      <div className={styles.cardTop}>
        <span className={styles.bank}>{card.bank_name}</span>
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
        <p className={styles.statusHint}>{t(`bankCards.statusHint.${card.status}`)}</p>
      ) : null}
    </article>
  );
}
