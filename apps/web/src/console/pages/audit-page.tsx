import { type AuditEntry, auditLogPageSchema } from "@seller/contract/audit";
import { useQuery } from "@tanstack/react-query";
import { DatePicker, Input, Table, Typography } from "antd";
import { useState } from "react";
import { api } from "../api";
import { ListHeader, queryString, usePaging } from "../components/list";
import type { CsvColumn } from "../csv";
import { dateTime } from "../format";
import { useText } from "../i18n";

type Filters = {
  act?: string;
  target_type?: string;
  target_id?: string;
  operator_id?: string;
  from?: string;
  to?: string;
};

/** Every operator act with who, when, what and why; read-only (no call edits the log). */
export function AuditPage() {
  const { t, language } = useText();
  const [filters, setFilters] = useState<Filters>({});
  const paging = usePaging();
  const fetchPage = async (page: number, perPage: number) => {
    const { data } = await api(
      `/admin/audit-log${queryString({ ...filters, page, per_page: perPage })}`,
      auditLogPageSchema,
    );
    return { items: data.entries, total: data.total };
  };
  const query = useQuery({
    queryKey: ["console", "audit", filters, paging.page, paging.perPage],
    queryFn: () => fetchPage(paging.page, paging.perPage),
  });
  const set = (key: keyof Filters) => (value: string | undefined) => {
    setFilters((current) => ({ ...current, [key]: value?.trim() || undefined }));
    paging.reset();
  };
  // The free-text filters in the order they stand; each label is asked for by name so that
  // locales.test.ts checks its key.
  const searches: { filter: keyof Filters; label: string; width: number }[] = [
    { filter: "act", label: t("audit.act"), width: 170 },
    { filter: "target_type", label: t("audit.targetType"), width: 150 },
    { filter: "target_id", label: t("audit.targetId"), width: 130 },
    { filter: "operator_id", label: t("audit.operatorId"), width: 130 },
  ];
  const csvColumns: CsvColumn<AuditEntry>[] = [
    { title: t("columns.when"), value: (row) => row.at },
    { title: t("audit.operator"), value: (row) => row.operator_account },
    { title: t("audit.act"), value: (row) => row.act },
    { title: t("audit.targetType"), value: (row) => row.target_type },
    { title: t("audit.targetId"), value: (row) => row.target_id },
    { title: t("columns.reason"), value: (row) => row.reason },
    { title: t("audit.details"), value: (row) => JSON.stringify(row.details) },
    { title: t("audit.address"), value: (row) => row.address },
  ];
  return (
    <>
      <ListHeader
        title={t("nav.audit")}
        filters={
          <>
            {searches.map(({ filter, label, width }) => (
              <Input.Search
                key={filter}
                aria-label={label}
                placeholder={label}
                allowClear
                onSearch={set(filter)}
                style={{ width }}
              />
            ))}
            <DatePicker.RangePicker
              aria-label={t("audit.period")}
              showTime
              onChange={(range) => {
                setFilters((current) => ({
                  ...current,
                  from: range?.[0]?.toISOString() ?? undefined,
                  to: range?.[1]?.toISOString() ?? undefined,
                }));
                paging.reset();
              }}
            />
          </>
        }
        csv={{ filename: "audit-log", columns: csvColumns, fetchPage }}
      />
      <Table<AuditEntry>
        rowKey="id"
        loading={query.isLoading}
        dataSource={query.data?.items}
        pagination={paging.pagination(query.data?.total)}
        expandable={{
          expandedRowRender: (row) => (
            <Typography.Paragraph>
              <pre style={{ margin: 0, whiteSpace: "pre-wrap" }}>{JSON.stringify(row.details, null, 2)}</pre>
              {t("audit.session", { session: row.session_id ?? "—", address: row.address ?? "—" })}
            </Typography.Paragraph>
          ),
        }}
        columns={[
          { title: t("columns.when"), render: (_, row) => dateTime(row.at, language), width: 190 },
          { title: t("audit.operator"), dataIndex: "operator_account" },
          { title: t("audit.act"), render: (_, row) => <code>{row.act}</code> },
          {
            title: t("audit.target"),
            render: (_, row) => `${row.target_type}${row.target_id ? ` #${row.target_id}` : ""}`,
          },
          { title: t("columns.reason"), render: (_, row) => row.reason ?? "" },
        ]}
      />
    </>
  );
}
