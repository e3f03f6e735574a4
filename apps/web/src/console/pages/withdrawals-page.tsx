import { REQUEST_STATUSES, type Withdrawal, type WithdrawalFunding } from "@seller/contract/wallet";
import { Descriptions, Table, Tag, Typography } from "antd";
import { Link } from "react-router";
import { api } from "../api";
import { Decision } from "../components/decision";
import { ListHeader } from "../components/list";
import { useRequestQueue } from "../components/request-queue";
import { SellerLedger } from "../components/seller-ledger";
import type { CsvColumn } from "../csv";
import { age, dateTime, money } from "../format";
import { useText } from "../i18n";
import { consolePaths as paths } from "../paths";

type Row = Withdrawal & {
  seller_id: number;
  seller_account: string;
  card_number_full: string;
  funding: WithdrawalFunding;
};
type Status = (typeof REQUEST_STATUSES)[number];

/** Withdrawals: the card to pay to, where the balance came from, the seller's ledger; approve or reject. */
export function WithdrawalsPage() {
  const { t, language } = useText();
  const { query, paging, fetchPage, filters } = useRequestQueue<Row, Status>({
    name: "withdrawals",
    endpoint: "/admin/withdrawals",
    statuses: REQUEST_STATUSES,
    searchPlaceholder: t("queueSearch.sellers"),
  });
  const csvColumns: CsvColumn<Row>[] = [
    { title: "id", value: (row) => row.id },
    { title: t("columns.reference"), value: (row) => row.reference },
    { title: t("columns.seller"), value: (row) => row.seller_account },
    { title: t("columns.amount"), value: (row) => row.amount },
    { title: t("columns.fee"), value: (row) => row.fee },
    { title: t("columns.payOut"), value: (row) => row.actual_amount },
    { title: t("columns.bank"), value: (row) => row.bank_code },
    { title: t("columns.card"), value: (row) => row.card_number },
    { title: t("columns.holder"), value: (row) => row.card_holder_name },
    { title: t("columns.status"), value: (row) => row.status },
    { title: t("columns.createdAt"), value: (row) => row.created_at },
    { title: t("columns.reason"), value: (row) => row.reason },
  ];
  const payout = (row: Row) => (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t("columns.seller")}>{row.seller_account}</Descriptions.Item>
      <Descriptions.Item label={t("columns.payOut")}>{money(row.actual_amount, language)}</Descriptions.Item>
      <Descriptions.Item label={t("columns.bank")}>{row.bank_name}</Descriptions.Item>
      <Descriptions.Item label={t("columns.card")}>
        <code>{row.card_number_full}</code>
      </Descriptions.Item>
      <Descriptions.Item label={t("columns.holder")}>{row.card_holder_name}</Descriptions.Item>
      <Descriptions.Item label={t("columns.reference")}>
        <code>{row.reference}</code>
      </Descriptions.Item>
    </Descriptions>
  );
  const funding = (row: Row) => (
    <Descriptions size="small" column={4} title={t("withdrawals.funding")}>
      <Descriptions.Item label={t("withdrawals.realTopUps")}>
        {money(row.funding.real_top_ups, language)}
      </Descriptions.Item>
      <Descriptions.Item label={t("withdrawals.sandboxTopUps")}>
        {money(row.funding.sandbox_top_ups, language)}
      </Descriptions.Item>
      <Descriptions.Item label={t("withdrawals.orderIncome")}>
        {money(row.funding.order_income, language)}
      </Descriptions.Item>
      <Descriptions.Item label={t("withdrawals.depositRefunds")}>
        {money(row.funding.deposit_refunds, language)}
      </Descriptions.Item>
    </Descriptions>
  );
  return (
    <>
      <ListHeader
        title={t("nav.withdrawals")}
        filters={filters}
        csv={{ filename: "withdrawals", columns: csvColumns, fetchPage }}
      />
      <Table<Row>
        rowKey="id"
        loading={query.isLoading}
        dataSource={query.data?.items}
        pagination={paging.pagination(query.data?.total)}
        expandable={{
          expandedRowRender: (row) => (
            <>
              {funding(row)}
              <Typography.Title level={3} style={{ fontSize: 16 }}>
                {t("withdrawals.ledger")}
              </Typography.Title>
              <SellerLedger sellerId={row.seller_id} compact />
            </>
          ),
        }}
        columns={[
          { title: "#", dataIndex: "id", width: 70 },
          {
            title: t("columns.seller"),
            render: (_, row) => <Link to={paths.seller(row.seller_id)}>{row.seller_account}</Link>,
          },
          { title: t("columns.amount"), align: "right", render: (_, row) => money(row.amount, language) },
          {
            title: t("columns.payOut"),
            align: "right",
            render: (_, row) => money(row.actual_amount, language),
          },
          {
            title: t("columns.card"),
            render: (_, row) => `${row.bank_code} ${row.card_number} · ${row.card_holder_name}`,
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
                  confirmContent={payout(row)}
                  approveLabel={t("withdrawals.approve")}
                  onApprove={(headers) =>
                    api(`/admin/withdrawals/${row.id}/approve`, {
                      method: "POST",
                      body: {},
                      headers,
                    })
                  }
                  onReject={(reason, headers) =>
                    api(`/admin/withdrawals/${row.id}/reject`, {
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
