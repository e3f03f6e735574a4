import type { ReactNode } from "react";
import { ChevronRightIcon } from "./icons";
import styles from "./menu-list.module.css";

/** A white card of rows, the look of a mobile settings list. */
export function MenuList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <section className={styles.list} aria-label={label}>
      {children}
    </section>
  );
}

type MenuRowProps = {
  icon?: ReactNode;
  label: ReactNode;
  value?: ReactNode;
  /** A row with an action is a button with an arrow; without one it only shows a value. */
  onClick?: () => void;
  testId?: string;
  valueTestId?: string;
};

export function MenuRow({ icon, label, value, onClick, testId, valueTestId }: MenuRowProps) {
  const content = (
    <>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <span className={styles.label}>{label}</span>
      {value !== undefined ? (
        <span className={styles.value} data-testid={valueTestId}>
          {value}
        </span>
      ) : null}
      {onClick ? <ChevronRightIcon size={18} className={styles.arrow} /> : null}
    </>
  );
  if (!onClick) {
    return (
      <div className={styles.row} data-testid={testId}>
        {content}
      </div>
    );
  }
  return (
    <button
      type="button"
      className={[styles.row, styles.action].join(" ")}
      onClick={onClick}
      data-testid={testId}
    >
      {content}
    </button>
  );
}
