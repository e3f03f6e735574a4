import { depositRefundResultSchema } from "@seller/contract/deposit";
import { REQUEST_STATUSES } from "@seller/contract/wallet";
import { type AdminDepositRefund, adminDepositRefundsPageSchema } from "@seller/contract/wallet-review";
import { Descriptions } from "antd";
import { idColumn, QueueTable, sellerColumn, statusColumn, waitedColumn } from "../components/queue-table";
import { RefundOrders } from "../components/refund-orders";
import { requestColumns, useRequestQueue } from "../components/request-queue";
import { UnfinishedOrders } from "../components/unfinished-orders";
import type { CsvColumn } from "../csv";
import { money } from "../format";
import { useText } from "../i18n";

type Row = AdminDepositRefund;
type Status = (typeof REQUEST_STATUSES)[number];

/** Security deposit refunds, with the seller's unfinished orders beside each (DECISIONS.md "Wallet"). */
export function RefundsPage() {
  const { t, language } = useText();
  const queue = useRequestQueue<Row, Status>({
    name: "refunds",
    endpoint: "/admin/deposit-refunds",
    pageSchema: adminDepositRefundsPageSchema,
    statuses: REQUEST_STATUSES,
    searchPlaceholder: t("queueSearch.sellers"),
  });
  const request = requestColumns<Row>(t, "/admin/deposit-refunds", {
    approveLabel: t("refunds.approve"),
    answer: depositRefundResultSchema,
    confirmWidth: 560,
    confirm: (row) => (
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t("columns.seller")}>{row.seller_account}</Descriptions.Item>
        <Descriptions.Item label={t("columns.amount")}>{money(row.amount)}</Descriptions.Item>
        <Descriptions.Item label={t("refunds.unfinished")}>
          <RefundOrders refundId={row.id} />
        </Descriptions.Item>
      </Descriptions>
    ),
  });
  const csvColumns: CsvColumn<Row>[] = [
    { title: "id", value: (row) => row.id },
    { title: t("columns.seller"), value: (row) => row.seller_account },
    { title: t("columns.amount"), value: (row) => row.amount },
    ...request.csvTail,
  ];
  return (
    <QueueTable<Row>
      {...queue}
      title={t("nav.refunds")}
      csv={{ filename: "deposit-refunds", columns: csvColumns }}
      columns={[
        idColumn,
        sellerColumn(t),
        request.amount,
        {
          title: t("refunds.unfinished"),
          render: (_, row) => <UnfinishedOrders sellerId={row.seller_id} />,
        },
        waitedColumn(t, language, (row) => row.created_at),
        statusColumn(t, (row) => row.status),
        request.actions,
      ]}
    />
  );
}
