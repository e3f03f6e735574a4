import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from "@seller/contract/transactions";
import { useTranslation } from "react-i18next";
import type { TransactionFilters } from "../api/get-transactions";
import styles from "./revenue.module.css";

type Props = { value: TransactionFilters; onChange: (next: TransactionFilters) => void };

/** Filters by type and status (spec section 2); "all" leaves the filter out. */
export function RevenueFilters({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.filters}>
      <label className={styles.filter}>
        <span>{t("revenue.filterType")}</span>
        <select
          value={value.type ?? ""}
          onChange={(event) =>
            onChange({ ...value, type: (event.target.value || undefined) as TransactionFilters["type"] })
          }
          data-testid="revenue-type-filter"
        >
          <option value="">{t("revenue.all")}</option>
          {TRANSACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`revenue.type.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.filter}>
        <span>{t("revenue.filterStatus")}</span>
        <select
          value={value.status ?? ""}
          onChange={(event) =>
            onChange({ ...value, status: (event.target.value || undefined) as TransactionFilters["status"] })
          }
          data-testid="revenue-status-filter"
        >
          <option value="">{t("revenue.all")}</option>
          {TRANSACTION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`revenue.status.${status}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
