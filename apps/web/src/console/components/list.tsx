import { DownloadOutlined } from "@ant-design/icons";
import { App, Button, Space, Typography } from "antd";
import { type ReactNode, useState } from "react";
import { allPages, type CsvColumn, downloadCsv, toCsv } from "../csv";
import { useText } from "../i18n";

export type Page<T> = { items: T[]; total: number };

/** A list's title, its filters and its CSV export of everything the filters find. */
export function ListHeader<T>({
  title,
  filters,
  csv,
}: {
  title: string;
  filters?: ReactNode;
  csv?: {
    filename: string;
    columns: CsvColumn<T>[];
    fetchPage: (page: number, perPage: number) => Promise<Page<T>>;
  };
}) {
  const { t } = useText();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  async function exportCsv() {
    if (!csv) return;
    setExporting(true);
    try {
      const rows = await allPages(csv.fetchPage);
      downloadCsv(csv.filename, toCsv(csv.columns, rows));
      void message.success(t("list.exported", { count: rows.length }));
    } catch (failure) {
      void message.error(failure instanceof Error ? failure.message : t("errors.server"));
    } finally {
      setExporting(false);
    }
  }
  return (
    <div
      style={{
        display: "flex",
        justifyContent: "space-between",
        alignItems: "center",
        marginBottom: 16,
        gap: 16,
        flexWrap: "wrap",
      }}
    >
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Space wrap>
        {filters}
        {csv && (
          <Button icon={<DownloadOutlined />} onClick={() => void exportCsv()} loading={exporting}>
            {t("list.exportCsv")}
          </Button>
        )}
      </Space>
    </div>
  );
}

/** Paging state of one list: antd's Table pagination, reset to page 1 when a filter changes. */
export function usePaging(pageSize = 20) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(pageSize);
  return {
    page,
    perPage,
    reset: () => setPage(1),
    pagination: (total: number | undefined) => ({
      current: page,
      pageSize: perPage,
      total: total ?? 0,
      showSizeChanger: true,
      pageSizeOptions: [20, 50, 100],
      onChange: (next: number, size: number) => {
        setPage(size === perPage ? next : 1);
        setPerPage(size);
      },
    }),
  };
}

/** A query string from defined values only. */
export function queryString(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}
