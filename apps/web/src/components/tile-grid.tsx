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

type TileProps = { icon: ReactNode; label: string; onClick: () => void; testId?: string; tone?: string };

export function Tile({ icon, label, onClick, testId, tone = "#0063cf" }: TileProps) {
  return (
    <button type="button" className={styles.tile} onClick={onClick} data-testid={testId}>
      <span className={styles.icon} style={{ color: tone, background: `${tone}14` }}>
        {icon}
      </span>
      <span className={styles.label}>{label}</span>
    </button>
  );
}
