import { Button } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./orders.module.css";

/**
 * The orders ticked on a list for a batch act: only those loaded and still eligible count
 * (`chosen`), so an order that left the list since is never acted on.
 */
export function useOrderSelection<T extends { id: number }>(eligible: readonly T[]) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const chosen = eligible.filter((order) => selected.has(order.id));
  return {
    chosen,
    isSelected: (id: number) => selected.has(id),
    toggle: (id: number, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    selectAll: (on: boolean) => setSelected(new Set(on ? eligible.map((order) => order.id) : [])),
    clear: () => setSelected(new Set()),
    allSelected: eligible.length > 0 && chosen.length === eligible.length,
  };
}

/** The bar under a list: select all (with the count ticked) and the batch act. */
export function SelectAllBar({
  selection,
  actionLabel,
  onAction,
  testId,
  actionTestId,
}: {
  selection: Pick<ReturnType<typeof useOrderSelection>, "chosen" | "selectAll" | "allSelected">;
  actionLabel: string;
  onAction: () => void;
  testId: string;
  actionTestId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.selectBar} data-testid={testId}>
      <label className={styles.item}>
        <input
          type="checkbox"
          className={styles.check}
          checked={selection.allSelected}
          onChange={(event) => selection.selectAll(event.target.checked)}
          data-testid="select-all"
        />
        {t("orderScreens.selectAll", { count: selection.chosen.length })}
      </label>
      <Button color="primary" size="small" onClick={onAction} data-testid={actionTestId}>
        {actionLabel}
      </Button>
    </div>
  );
}
