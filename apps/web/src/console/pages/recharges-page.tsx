import { RECHARGE_STATUSES, rechargeResultSchema } from "@seller/contract/wallet";
import { type AdminRecharge, adminRechargesPageSchema } from "@seller/contract/wallet-review";
import { Alert, Descriptions, Tag } from "antd";
import { idColumn, QueueTable, sellerColumn, statusColumn, waitedColumn } from "../components/queue-table";
import { requestColumns, useRequestQueue } from "../components/request-queue";
import type { CsvColumn } from "../csv";
import { money } from "../format";
import { useText } from "../i18n";

type Row = AdminRecharge;
type Status = (typeof RECHARGE_STATUSES)[number];

/** Top-ups: approve once the money is on the bank statement, or reject with a reason. */
export function RechargesPage() {
  const { t, language } = useText();
  const queue = useRequestQueue<Row, Status>({
    name: "recharges",
    endpoint: "/admin/recharges",
    pageSchema: adminRechargesPageSchema,
    statuses: RECHARGE_STATUSES,
    searchPlaceholder: t("queueSearch.recharges"),
  });
  const request = requestColumns<Row>(t, "/admin/recharges", {
    approveLabel: t("recharges.approve"),
    answer: rechargeResultSchema,
    confirm: (row) => (
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t("columns.seller")}>{row.seller_account}</Descriptions.Item>
        <Descriptions.Item label={t("columns.amount")}>{money(row.amount)}</Descriptions.Item>
        <Descriptions.Item label={t("columns.reference")}>{row.payment.reference}</Descriptions.Item>
        <Descriptions.Item label={t("columns.method")}>{t(`method.${row.payment.method}`)}</Descriptions.Item>
      </Descriptions>
    ),
    instead: (row) => (row.payment.provider !== "manual" ? t("recharges.providerConfirms") : undefined),
  });
  const csvColumns: CsvColumn<Row>[] = [
    { title: "id", value: (row) => row.id },
    { title: t("columns.seller"), value: (row) => row.seller_account },
    { title: t("columns.amount"), value: (row) => row.amount },
    { title: t("columns.method"), value: (row) => row.payment.method },
    { title: t("columns.reference"), value: (row) => row.payment.reference },
    { title: t("columns.provider"), value: (row) => row.payment.provider },
    ...request.csvTail,
  ];
  return (
    <QueueTable<Row>
      {...queue}
      title={t("nav.recharges")}
      csv={{ filename: "top-ups", columns: csvColumns }}
      above={<Alert type="info" showIcon title={t("recharges.hint")} style={{ marginBottom: 16 }} />}
      columns={[
        idColumn,
        sellerColumn(t),
        request.amount,
        { title: t("columns.method"), render: (_, row) => t(`method.${row.payment.method}`) },
        { title: t("columns.reference"), render: (_, row) => <code>{row.payment.reference}</code> },
        {
          title: t("columns.provider"),
          render: (_, row) => <Tag>{t(`provider.${row.payment.provider}`)}</Tag>,
        },
        waitedColumn(t, language, (row) => row.created_at),
        statusColumn(t, (row) => row.status),
        request.actions,
      ]}
    />
  );
}
