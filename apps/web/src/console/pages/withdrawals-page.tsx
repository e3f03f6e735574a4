import { REQUEST_STATUSES } from "@seller/contract/wallet";
import {
  type AdminWithdrawal,
  adminWithdrawalsPageSchema,
  withdrawalDecisionSchema,
} from "@seller/contract/wallet-review";
import { Descriptions, Typography } from "antd";
import { idColumn, QueueTable, sellerColumn, statusColumn, waitedColumn } from "../components/queue-table";
import { requestColumns, useRequestQueue } from "../components/request-queue";
import { SellerLedger } from "../components/seller-ledger";
import type { CsvColumn } from "../csv";
import { money } from "../format";
import { useText } from "../i18n";

type Row = AdminWithdrawal;
type Status = (typeof REQUEST_STATUSES)[number];

/** Withdrawals: the card to pay to, where the balance came from, the seller's ledger; approve or reject. */
export function WithdrawalsPage() {
  const { t, language } = useText();
  const queue = useRequestQueue<Row, Status>({
    name: "withdrawals",
    endpoint: "/admin/withdrawals",
    pageSchema: adminWithdrawalsPageSchema,
    statuses: REQUEST_STATUSES,
    searchPlaceholder: t("queueSearch.sellers"),
  });
  const payout = (row: Row) => (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label={t("columns.seller")}>{row.seller_account}</Descriptions.Item>
      <Descriptions.Item label={t("columns.payOut")}>{money(row.actual_amount)}</Descriptions.Item>
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
        {money(row.funding.real_top_ups)}
      </Descriptions.Item>
      <Descriptions.Item label={t("withdrawals.sandboxTopUps")}>
        {money(row.funding.sandbox_top_ups)}
      </Descriptions.Item>
      <Descriptions.Item label={t("withdrawals.orderIncome")}>
        {money(row.funding.order_income)}
      </Descriptions.Item>
      <Descriptions.Item label={t("withdrawals.depositRefunds")}>
        {money(row.funding.deposit_refunds)}
      </Descriptions.Item>
    </Descriptions>
  );
  const request = requestColumns<Row>(t, "/admin/withdrawals", {
    approveLabel: t("withdrawals.approve"),
    answer: withdrawalDecisionSchema,
    confirm: payout,
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
    ...request.csvTail,
  ];
  return (
    <QueueTable<Row>
      {...queue}
      title={t("nav.withdrawals")}
      csv={{ filename: "withdrawals", columns: csvColumns }}
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
        idColumn,
        sellerColumn(t),
        request.amount,
        {
          title: t("columns.payOut"),
          align: "right",
          render: (_, row) => money(row.actual_amount),
        },
        {
          title: t("columns.card"),
          render: (_, row) => `${row.bank_code} ${row.card_number} · ${row.card_holder_name}`,
        },
        waitedColumn(t, language, (row) => row.created_at),
        statusColumn(t, (row) => row.status),
        request.actions,
      ]}
    />
  );
}
