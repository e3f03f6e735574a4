import { RECHARGE_STATUSES, type Recharge } from "@seller/contract/wallet";
import { Alert, Descriptions, Table, Tag } from "antd";
import { Link } from "react-router";
import { api } from "../api";
import { Decision } from "../components/decision";
import { ListHeader } from "../components/list";
import { useRequestQueue } from "../components/request-queue";
import type { CsvColumn } from "../csv";
import { age, dateTime, money } from "../format";
import { useText } from "../i18n";
import { consolePaths as paths } from "../paths";

type Row = Recharge & { seller_id: number; seller_account: string };
type Status = (typeof RECHARGE_STATUSES)[number];

/** Top-ups: approve once the money is on the bank statement, or reject with a reason. */
export function RechargesPage() {
  const { t, language } = useText();
  const { query, paging, fetchPage, filters } = useRequestQueue<Row, Status>({
    name: "recharges",
    endpoint: "/admin/recharges",
    statuses: RECHARGE_STATUSES,
    searchPlaceholder: t("queueSearch.recharges"),
  });
  const csvColumns: CsvColumn<Row>[] = [
    { title: "id", value: (row) => row.id },
    { title: t("columns.seller"), value: (row) => row.seller_account },
    { title: t("columns.amount"), value: (row) => row.amount },
    { title: t("columns.method"), value: (row) => row.payment.method },
    { title: t("columns.reference"), value: (row) => row.payment.reference },
    { title: t("columns.provider"), value: (row) => row.payment.provider },
    { title: t("columns.status"), value: (row) => row.status },
    { title: t("columns.createdAt"), value: (row) => row.created_at },
    { title: t("columns.reason"), value: (row) => row.reason },
  ];
  const summary = (row: Row) => (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t("columns.seller")}>{row.seller_account}</Descriptions.Item>
      <Descriptions.Item label={t("columns.amount")}>{money(row.amount, language)}</Descriptions.Item>
      <Descriptions.Item label={t("columns.reference")}>{row.payment.reference}</Descriptions.Item>
      <Descriptions.Item label={t("columns.method")}>{t(`method.${row.payment.method}`)}</Descriptions.Item>
    </Descriptions>
  );
  return (
    <>
      <ListHeader
        title={t("nav.recharges")}
        filters={filters}
        csv={{ filename: "top-ups", columns: csvColumns, fetchPage }}
      />
      <Alert type="info" showIcon title={t("recharges.hint")} style={{ marginBottom: 16 }} />
      <Table<Row>
        rowKey="id"
        loading={query.isLoading}
        dataSource={query.data?.items}
        pagination={paging.pagination(query.data?.total)}
        columns={[
          { title: "#", dataIndex: "id", width: 70 },
          {
            title: t("columns.seller"),
            render: (_, row) => <Link to={paths.seller(row.seller_id)}>{row.seller_account}</Link>,
          },
          { title: t("columns.amount"), align: "right", render: (_, row) => money(row.amount, language) },
          { title: t("columns.method"), render: (_, row) => t(`method.${row.payment.method}`) },
          { title: t("columns.reference"), render: (_, row) => <code>{row.payment.reference}</code> },
          {
            title: t("columns.provider"),
            render: (_, row) => <Tag>{t(`provider.${row.payment.provider}`)}</Tag>,
          },
          {
            title: t("columns.createdAt"),
            render: (_, row) => `${dateTime(row.created_at, language)} (${age(row.created_at, t)})`,
          },
          { title: t("columns.status"), render: (_, row) => <Tag>{t(`status.${row.status}`)}</Tag> },
          {
            title: t("columns.actions"),
            render: (_, row) =>
              row.status !== "pending" ? (
                row.reason
              ) : row.payment.provider !== "manual" ? (
                t("recharges.providerConfirms")
              ) : (
                <Decision
                  confirmContent={summary(row)}
                  approveLabel={t("recharges.approve")}
                  onApprove={(headers) =>
                    api(`/admin/recharges/${row.id}/approve`, {
                      method: "POST",
                      body: {},
                      headers,
                    })
                  }
                  onReject={(reason, headers) =>
                    api(`/admin/recharges/${row.id}/reject`, {
                      method: "POST",
                      body: { reason },
                      headers,
                    })
                  }
                />
              ),
          },
        ]}
      />
    </>
  );
}
