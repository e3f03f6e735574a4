import { atBangkokTime } from "@seller/contract/bangkok-time";
import { Button, ErrorBlock } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { PageLoading } from "../../../components/page-loading";
import { useSalesReport } from "../../../features/shop-stats/api/get-shop-stats";
import { SalesChart } from "../../../features/shop-stats/components/sales-chart";
import { SalesTable } from "../../../features/shop-stats/components/sales-table";
import styles from "../../../features/shop-stats/components/shop-stats.module.css";
import { dateFormat } from "../../../lib/format";
import { ScreenFrame } from "../../shell/screen-frame";

/** A Bangkok day (yyyy-mm-dd) as a short weekday and day of month in the interface language. */
function useDayLabel() {
  const { i18n } = useTranslation();
  const format = dateFormat(i18n.language, "weekday");
  return (date: string) => format.format(atBangkokTime(date, "12:00"));
}

/** /sales-report (spec "Sales report", DECISIONS "Orders"): the last 7 days as a chart and a table. */
export function SalesReportScreen() {
  const { t } = useTranslation();
  const report = useSalesReport();
  const dayLabel = useDayLabel();
  return (
    <ScreenFrame title={t("salesReport.title")} showTabBar={false}>
      <div style={{ display: "flex", flexDirection: "column", gap: 12, padding: 12 }}>
        {report.data ? (
          <>
            <section className={styles.card}>
              <div className={styles.head}>
                <h2>{t("salesReport.last7")}</h2>
              </div>
              <SalesChart days={report.data.days} dayLabel={dayLabel} />
            </section>
            <section className={styles.card}>
              <SalesTable report={report.data} dayLabel={dayLabel} />
              <p className={styles.note}>{t("salesReport.explain")}</p>
            </section>
          </>
        ) : report.isError ? (
          <ErrorBlock
            status="disconnected"
            title={t("salesReport.failed")}
            description={null}
            data-testid="sales-failed"
          >
            <Button color="primary" fill="outline" onClick={() => void report.refetch()}>
              {t("common.retry")}
            </Button>
          </ErrorBlock>
        ) : (
          <PageLoading />
        )}
      </div>
    </ScreenFrame>
  );
}
