import type { OrderMovement } from "@seller/contract/seller-orders";
import { useTranslation } from "react-i18next";
import { Money } from "../../../components/money";
import { formatDateTime } from "../../../lib/format";
import styles from "./orders.module.css";

/** The ledger transfers behind the order's figures, as the wallet recorded them (oldest first). */
export function OrderMovements({ movements }: { movements: OrderMovement[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section className={styles.section} data-testid="order-movements">
      <h2>{t("orderScreens.movements.title")}</h2>
      {movements.length === 0 ? (
        <p className={styles.note}>{t("orderScreens.movements.none")}</p>
      ) : (
        <ul className={styles.movements}>
          {movements.map((movement) => (
            <li
              key={movement.id}
              className={styles.movement}
              data-testid="order-movement"
              data-code={movement.code}
            >
              <div className={styles.row}>
                <span>{t(`orderScreens.movements.code.${movement.code}`)}</span>
                <strong data-testid="movement-amount">
                  <Money amount={movement.amount} />
                </strong>
              </div>
              <span className={styles.muted}>
                {t(`orderScreens.movements.meaning.${movement.code}`)}
                {movement.sandbox ? ` · ${t("orderScreens.movements.sandbox")}` : ""}
              </span>
              <span className={styles.muted}>{formatDateTime(movement.created_at, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
