import type { ReactNode } from "react";
import styles from "./tile-grid.module.css";

/** The profile's 3-column grid of shortcuts (spec section 2). */
export function TileGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <nav className={styles.grid} aria-label={label}>
      {children}
    </nav>
  );
}

type TileProps = {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  testId?: string;
  tone?: string;
  /** For a tile that opens a dialog: whether it is open, said to assistive technology. */
  dialogOpen?: boolean;
};

export function Tile({ icon, label, onClick, testId, tone = "#0063cf", dialogOpen }: TileProps) {
  const opensDialog = dialogOpen !== undefined;
  return (
    <button
      type="button"
      className={styles.tile}
      onClick={onClick}
      aria-haspopup={opensDialog ? "dialog" : undefined}
      aria-expanded={opensDialog ? dialogOpen : undefined}
      data-testid={testId}
    >
      <span className={styles.icon} style={{ color: tone, background: `${tone}14` }}>
        {icon}
      </span>
      <span className={styles.label}>{label}</span>
    </button>
  );
}
