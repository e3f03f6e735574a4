import type { DepositRefund } from "@seller/contract/deposit";
import { REQUEST_STATUSES } from "@seller/contract/wallet";
import { Descriptions, Table, Tag } from "antd";
import { Link } from "react-router";
import { api } from "../api";
import { Decision } from "../components/decision";
import { ListHeader } from "../components/list";
import { RefundOrders } from "../components/refund-orders";
import { useRequestQueue } from "../components/request-queue";
import { UnfinishedOrders } from "../components/unfinished-orders";
import type { CsvColumn } from "../csv";
import { age, dateTime, money } from "../format";
import { useText } from "../i18n";
import { consolePaths as paths } from "../paths";

type Row = DepositRefund & { seller_id: number; seller_account: string };
type Status = (typeof REQUEST_STATUSES)[number];

/** Security deposit refunds, with the seller's unfinished orders beside each (DECISIONS.md "Wallet"). */
export function RefundsPage() {
  const { t, language } = useText();
  const { query, paging, fetchPage, filters } = useRequestQueue<Row, Status>({
    name: "refunds",
    endpoint: "/admin/deposit-refunds",
    statuses: REQUEST_STATUSES,
    searchPlaceholder: t("queueSearch.sellers"),
  });
  const csvColumns: CsvColumn<Row>[] = [
    { title: "id", value: (row) => row.id },
    { title: t("columns.seller"), value: (row) => row.seller_account },
    { title: t("columns.amount"), value: (row) => row.amount },
    { title: t("columns.status"), value: (row) => row.status },
    { title: t("columns.createdAt"), value: (row) => row.created_at },
    { title: t("columns.reason"), value: (row) => row.reason },
  ];
  return (
    <>
      <ListHeader
        title={t("nav.refunds")}
        filters={filters}
        csv={{ filename: "deposit-refunds", columns: csvColumns, fetchPage }}
      />
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
          {
            title: t("refunds.unfinished"),
            render: (_, row) => <UnfinishedOrders sellerId={row.seller_id} />,
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
              ) : (
                <Decision
                  confirmContent={
                    <Descriptions size="small" column={1} bordered>
                      <Descriptions.Item label={t("columns.seller")}>{row.seller_account}</Descriptions.Item>
                      <Descriptions.Item label={t("columns.amount")}>
                        {money(row.amount, language)}
                      </Descriptions.Item>
                      <Descriptions.Item label={t("refunds.unfinished")}>
                        <RefundOrders refundId={row.id} />
                      </Descriptions.Item>
                    </Descriptions>
                  }
                  approveLabel={t("refunds.approve")}
                  confirmWidth={560}
                  onApprove={(headers) =>
                    api(`/admin/deposit-refunds/${row.id}/approve`, {
                      method: "POST",
                      body: {},
                      headers,
                    })
                  }
                  onReject={(reason, headers) =>
                    api(`/admin/deposit-refunds/${row.id}/reject`, {
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
