import type { ReactNode } from "react";
import styles from "./orders.module.css";

export type SummaryEntry = { label: string; value: ReactNode; testId: string };

/** The figures above a list (spec "Orders"), over the whole filtered set as the server sums it. */
export function SummaryCards({ entries, columns = 3 }: { entries: SummaryEntry[]; columns?: 2 | 3 }) {
  return (
    <div
      className={[styles.summary, columns === 2 ? styles.summaryWide : ""].join(" ")}
      data-testid="order-summary"
    >
      {entries.map((entry) => (
        <div key={entry.testId} className={styles.summaryCard}>
          <span className={styles.summaryLabel}>{entry.label}</span>
          <span className={styles.summaryValue} data-testid={entry.testId}>
            {entry.value}
          </span>
        </div>
      ))}
    </div>
  );
}
