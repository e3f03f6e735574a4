import type { Transaction } from "@seller/contract/transactions";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { bankLabel } from "../../../lib/bank-label";
import { formatDateTime } from "../../../lib/format";
import { formatMoney } from "../../../lib/money";
import { amountSign } from "../rules/amount";
import styles from "./revenue.module.css";

/** A withdrawal's payout line: waiting, paid out at a time, or refused at a time (DECISIONS "Wallet"). */
function PayoutLine({ item }: { item: Transaction }) {
  const { t, i18n } = useTranslation();
  const time = item.decided_at ? formatDateTime(item.decided_at, i18n.language) : "";
  const text =
    item.status === "approved"
      ? t("revenue.payout.paid", { time })
      : item.status === "rejected"
        ? t("revenue.payout.rejected", { time })
        : t("revenue.payout.waiting");
  return (
    <p className={styles.itemNote} data-testid="transaction-payout" data-status={item.status}>
      {text}
    </p>
  );
}

/**
 * One movement of the revenue record, traceable (DECISIONS "Wallet"): what it
 * is, its order (with that order's stored profit beside the order income) or
 * its card and reference, when it happened and the balance after it. A row of
 * an order opens the order.
 */
export function TransactionItem({ item }: { item: Transaction }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const sign = amountSign(item.type);
  const main: ReactNode = (
    <>
      <div className={styles.itemMain}>
        <p className={styles.itemType}>
          {t(`revenue.type.${item.type}`)}
          {item.sandbox ? (
            <span className={styles.sandbox} data-testid="transaction-sandbox">
              {t("revenue.sandbox")}
            </span>
          ) : null}
        </p>
        {item.order_number ? (
          <p className={styles.itemOrder} data-testid="transaction-order">
            {t("revenue.order", { number: item.order_number })}
          </p>
        ) : null}
        {item.type === "order_profit" && item.order_profit ? (
          <p
            className={styles.itemProfit}
            data-testid="transaction-order-profit"
            data-amount={item.order_profit}
          >
            {t("revenue.orderProfit", { amount: formatMoney(item.order_profit) })}
          </p>
        ) : null}
        {item.card ? (
          <p className={styles.itemNote} data-testid="transaction-card">
            {bankLabel(item.card.bank_code, i18n.language)} {item.card.card_number}
          </p>
        ) : null}
        {item.reference ? (
          <p className={styles.itemNote} data-testid="transaction-reference">
            {t("revenue.reference", { reference: item.reference })}
          </p>
        ) : null}
        {item.type === "withdraw" ? <PayoutLine item={item} /> : null}
        <p className={styles.itemTime}>{formatDateTime(item.created_at, language)}</p>
        {item.balance_after ? (
          <p className={styles.itemTime} data-testid="transaction-balance" data-amount={item.balance_after}>
            {t("revenue.balanceAfter", { amount: formatMoney(item.balance_after) })}
          </p>
        ) : null}
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
          data-amount={item.amount}
        >
          {sign}
          {formatMoney(item.amount)}
        </p>
        <span className={[styles.status, styles[item.status]].join(" ")}>
          {t(`revenue.status.${item.status}`)}
        </span>
      </div>
    </>
  );
  return (
    <li data-testid="transaction-item" data-type={item.type} data-status={item.status} data-id={item.id}>
      {item.order_id === null ? (
        <div className={styles.item}>{main}</div>
      ) : (
        <Link className={`${styles.item} ${styles.itemLink}`} to={paths.order.href(item.order_id)}>
          {main}
        </Link>
      )}
    </li>
  );
}
