import type { Transaction } from "@seller/contract/transactions";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { formatMoney } from "../../../lib/money";
import { amountSign } from "../rules/amount";
import styles from "./revenue.module.css";

/** One movement: type, time, signed amount, status in its colour, and the operator's reason. */
export function TransactionItem({ item }: { item: Transaction }) {
  const { t, i18n } = useTranslation();
  const sign = amountSign(item.type);
  return (
    <li
      className={styles.item}
      data-testid="transaction-item"
      data-type={item.type}
      data-status={item.status}
    >
      <div className={styles.itemMain}>
        <p className={styles.itemType}>{t(`revenue.type.${item.type}`)}</p>
        <p className={styles.itemTime}>{formatDateTime(item.created_at, i18n.language)}</p>
        {item.description ? <p className={styles.itemNote}>{item.description}</p> : null}
        {item.reason && item.status === "rejected" ? (
          <p className={styles.itemReason} data-testid="transaction-reason">
            {t("revenue.reason", { reason: item.reason })}
          </p>
        ) : null}
      </div>
      <div className={styles.itemSide}>
        <p
          className={[styles.itemAmount, sign === "+" ? styles.plus : styles.minus].join(" ")}
          data-testid="transaction-amount"
        >
          {sign}
          {formatMoney(item.amount, i18n.language)}
        </p>
        <span className={[styles.status, styles[item.status]].join(" ")}>
          {t(`revenue.status.${item.status}`)}
        </span>
      </div>
    </li>
  );
}
