import type { SalesReport } from "@seller/contract/shop-stats";
import { useTranslation } from "react-i18next";
import { Money } from "../../../components/money";
import styles from "./shop-stats.module.css";

/** The same 7 days as the chart, with their totals as the server summed them. */
export function SalesTable({
  report,
  dayLabel,
}: {
  report: SalesReport;
  dayLabel: (date: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <table className={styles.table} data-testid="sales-table">
      <thead>
        <tr>
          <th scope="col">{t("salesReport.day")}</th>
          <th scope="col">{t("salesReport.orders")}</th>
          <th scope="col">{t("salesReport.sales")}</th>
          <th scope="col">{t("salesReport.profit")}</th>
        </tr>
      </thead>
      <tbody>
        {report.days.map((day) => (
          <tr key={day.date} data-date={day.date}>
            <td>{dayLabel(day.date)}</td>
            <td>{day.orders}</td>
            <td>
              <Money amount={day.sales} />
            </td>
            <td>
              <Money amount={day.profit} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td>{t("salesReport.total")}</td>
          <td data-testid="sales-total-orders">{report.totals.orders}</td>
          <td>
            <Money amount={report.totals.sales} testId="sales-total-sales" />
          </td>
          <td>
            <Money amount={report.totals.profit} testId="sales-total-profit" />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
