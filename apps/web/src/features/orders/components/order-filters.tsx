import type { FollowedStatus, OrderSort, OrderTimeFilter } from "@seller/contract/seller-orders";
import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import type { OrderListFilters } from "../api/query-keys";
import { LIST_OPTIONS } from "../rules/list-options";
import styles from "./orders.module.css";

export function defaultFilters(status: FollowedStatus): OrderListFilters {
  return { status, time: "all", sort: LIST_OPTIONS[status].defaultSort };
}

type Props = { value: OrderListFilters; onChange: (next: OrderListFilters) => void; timeLabel: string };

/** Time chips, the list's sorts and (pending shipment) priority, with a reset (spec "Orders"). */
export function OrderFilters({ value, onChange, timeLabel }: Props) {
  const { t } = useTranslation();
  const options = LIST_OPTIONS[value.status];
  const isDefault =
    value.time === "all" && value.sort === options.defaultSort && value.priority === undefined;
  return (
    <div className={styles.filters} data-testid="order-filters">
      <span className={styles.muted}>{timeLabel}</span>
      <fieldset className={styles.chips} aria-label={timeLabel}>
        {options.times.map((time: OrderTimeFilter) => (
          <button
            key={time}
            type="button"
            className={[styles.chip, value.time === time ? styles.chipOn : ""].join(" ")}
            aria-pressed={value.time === time}
            onClick={() => onChange({ ...value, time })}
            data-testid={`time-${time}`}
          >
            {t(`orderScreens.time.${time}`)}
          </button>
        ))}
      </fieldset>
      {options.sorts.length > 1 ? (
        <label className={styles.filterRow}>
          <span>{t("orderScreens.sort.label")}</span>
          <select
            value={value.sort}
            onChange={(event) => onChange({ ...value, sort: event.target.value as OrderSort })}
            data-testid="order-sort"
          >
            {options.sorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`orderScreens.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {options.priority ? (
        <label className={styles.filterRow}>
          <span>{t("orderScreens.priority.label")}</span>
          <select
            value={value.priority ?? ""}
            onChange={(event) =>
              onChange({
                ...value,
                priority: (event.target.value || undefined) as OrderListFilters["priority"],
              })
            }
            data-testid="order-priority"
          >
            <option value="">{t("orderScreens.priority.all")}</option>
            <option value="high">{t("orderScreens.priority.high")}</option>
            <option value="normal">{t("orderScreens.priority.normal")}</option>
          </select>
        </label>
      ) : null}
      {options.priority || options.sorts.length > 1 || value.status === "completed" ? (
        <Button
          size="small"
          fill="outline"
          disabled={isDefault}
          onClick={() => onChange(defaultFilters(value.status))}
          data-testid="order-filters-reset"
        >
          {t("orderScreens.reset")}
        </Button>
      ) : null}
    </div>
  );
}
