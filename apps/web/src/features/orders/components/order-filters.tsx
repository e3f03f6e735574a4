import type { OrderSort, OrderTimeFilter } from "@seller/contract/seller-orders";
import { Button } from "antd-mobile";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FileTextIcon, SearchIcon, SlidersIcon } from "../../../components/icons";
import { useExportOrders } from "../api/export-orders";
import type { OrderListFilters, OrderListView } from "../api/query-keys";
import { LIST_OPTIONS } from "../rules/list-options";
import styles from "./orders.module.css";

/** The search's limit, the server's (sellerOrdersFilterSchema). */
const KEYWORD_MAX = 60;

export function defaultFilters(status: OrderListView): OrderListFilters {
  return { status, time: "all", sort: LIST_OPTIONS[status].defaultSort };
}

/** Filters the seller chose (time, sort, priority), the search aside. */
function chosenFilters(value: OrderListFilters): number {
  return (
    Number(value.time !== "all") +
    Number(value.sort !== LIST_OPTIONS[value.status].defaultSort) +
    Number(value.priority !== undefined)
  );
}

/** Anything that narrows the list: the empty state then offers to clear it. */
export function isFiltered(value: OrderListFilters): boolean {
  return chosenFilters(value) > 0 || Boolean(value.keyword);
}

type Props = { value: OrderListFilters; onChange: (next: OrderListFilters) => void; timeLabel: string };

/**
 * Every order screen's tools (DECISIONS "Orders"): a search by order number, buyer name or phone,
 * the CSV of what the list holds, and the time chips, sorts and priority folded behind one button,
 * so that at 360x640 the first order shows under one row of tools.
 */
export function OrderFilters({ value, onChange, timeLabel }: Props) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value.keyword ?? "");
  const exporting = useExportOrders();
  const options = LIST_OPTIONS[value.status];
  const chosen = chosenFilters(value);
  useEffect(() => setDraft(value.keyword ?? ""), [value.keyword]);

  return (
    <div className={styles.filters} data-testid="order-filters">
      <div className={styles.toolRow}>
        <form
          className={styles.search}
          onSubmit={(event) => {
            event.preventDefault();
            const keyword = draft.trim();
            onChange({ ...value, keyword: keyword || undefined });
          }}
        >
          <input
            type="search"
            value={draft}
            maxLength={KEYWORD_MAX}
            enterKeyHint="search"
            placeholder={t("orderScreens.search.placeholder")}
            aria-label={t("orderScreens.search.label")}
            onChange={(event) => setDraft(event.target.value)}
            data-testid="order-search"
          />
          <button
            type="submit"
            className={styles.iconButton}
            aria-label={t("orderScreens.search.submit")}
            data-testid="order-search-submit"
          >
            <SearchIcon size={18} />
          </button>
        </form>
        <button
          type="button"
          className={[styles.toolButton, chosen > 0 ? styles.toolButtonOn : ""].join(" ")}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
          data-testid="order-filters-toggle"
        >
          <SlidersIcon size={18} />
          {/* Named by hidden text, not aria-label: the visible count stays part of the name (WCAG 2.5.3). */}
          <span className={styles.hiddenText}>{t("orderScreens.search.filters")}</span>
          {chosen > 0 ? <span className={styles.toolCount}>{chosen}</span> : null}
        </button>
        <button
          type="button"
          className={styles.toolButton}
          disabled={exporting.isPending}
          aria-label={t("orderScreens.search.export")}
          onClick={() => exporting.mutate(value)}
          data-testid="order-export"
        >
          <FileTextIcon size={16} />
          CSV
        </button>
      </div>
      {value.keyword ? (
        <p className={styles.muted} data-testid="order-search-active">
          {t("orderScreens.search.showing", { keyword: value.keyword })}
        </p>
      ) : null}
      {open ? (
        <div id={panelId} className={styles.filterPanel} data-testid="order-filters-panel">
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
          <Button
            size="small"
            fill="outline"
            disabled={!isFiltered(value)}
            onClick={() => onChange(defaultFilters(value.status))}
            data-testid="order-filters-reset"
          >
            {t("orderScreens.reset")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
