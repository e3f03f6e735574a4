import { type Transaction, transactionsPageSchema } from "@seller/contract/transactions";
import { useQuery } from "@tanstack/react-query";
import { Space, Table, Tag, Typography } from "antd";
import { api } from "../api";
import { dateTime, money } from "../format";
import { useText } from "../i18n";
import { queryString, usePaging } from "./list";

/** What traces a row: its order and that order's stored profit, or its card and reference. */
function Trace({ row }: { row: Transaction }) {
  const { t } = useText();
  return (
    <Space direction="vertical" size={0}>
      {row.order_number && <Typography.Text code>{row.order_number}</Typography.Text>}
      {row.type === "order_profit" && row.order_profit && (
        <Typography.Text type="secondary">
          {t("ledger.orderProfit", { amount: money(row.order_profit) })}
        </Typography.Text>
      )}
      {row.card && <span>{`${row.card.bank_name} ${row.card.card_number}`}</span>}
      {row.reference && <Typography.Text code>{row.reference}</Typography.Text>}
    </Space>
  );
}

/** A seller's ledger as they see it themselves, read-only: every credit, debit and request, traceable. */
export function SellerLedger({ sellerId, compact }: { sellerId: number; compact?: boolean }) {
  const { t, language } = useText();
  const paging = usePaging(compact ? 10 : 20);
  const query = useQuery({
    queryKey: ["console", "seller-ledger", sellerId, paging.page, paging.perPage],
    queryFn: async () =>
      (
        await api(
          `/admin/sellers/${sellerId}/transactions${queryString({ page: paging.page, per_page: paging.perPage })}`,
          transactionsPageSchema,
        )
      ).data,
  });
  return (
    <Table
      size="small"
      rowKey="id"
      loading={query.isLoading}
      dataSource={query.data?.transactions}
      pagination={paging.pagination(query.data?.total)}
      columns={[
        { title: t("columns.when"), render: (_, row) => dateTime(row.created_at, language) },
        {
          title: t("columns.type"),
          render: (_, row) => (
            <>
              {t(`ledger.${row.type}`)}{" "}
              {row.sandbox && (
                <Tag color="orange" data-testid="ledger-sandbox">
                  {t("provider.sandbox")}
                </Tag>
              )}
            </>
          ),
        },
        { title: t("columns.amount"), align: "right", render: (_, row) => money(row.amount) },
        {
          title: t("columns.balanceAfter"),
          align: "right",
          render: (_, row) => money(row.balance_after),
        },
        { title: t("columns.reference"), render: (_, row) => <Trace row={row} /> },
        {
          title: t("columns.status"),
          render: (_, row) => (
            <Space direction="vertical" size={0}>
              <Tag>{t(`status.${row.status}`)}</Tag>
              {row.decided_at && (
                <Typography.Text type="secondary">{dateTime(row.decided_at, language)}</Typography.Text>
              )}
            </Space>
          ),
        },
        { title: t("columns.reason"), render: (_, row) => row.reason ?? row.description ?? "" },
      ]}
    />
  );
}
