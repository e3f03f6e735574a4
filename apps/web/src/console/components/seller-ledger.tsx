import type { TransactionsPage } from "@seller/contract/transactions";
import { useQuery } from "@tanstack/react-query";
import { Table, Tag } from "antd";
import { api } from "../api";
import { dateTime, money } from "../format";
import { useText } from "../i18n";
import { queryString, usePaging } from "./list";

/** A seller's ledger as they see it themselves, read-only: every credit, debit and request. */
export function SellerLedger({ sellerId, compact }: { sellerId: number; compact?: boolean }) {
  const { t, language } = useText();
  const paging = usePaging(compact ? 10 : 20);
  const query = useQuery({
    queryKey: ["console", "seller-ledger", sellerId, paging.page, paging.perPage],
    queryFn: async () =>
      (
        await api<TransactionsPage>(
          `/admin/sellers/${sellerId}/transactions${queryString({ page: paging.page, per_page: paging.perPage })}`,
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
        { title: t("columns.createdAt"), render: (_, row) => dateTime(row.created_at, language) },
        { title: t("columns.type"), render: (_, row) => t(`ledger.${row.type}`) },
        { title: t("columns.amount"), align: "right", render: (_, row) => money(row.amount, language) },
        {
          title: t("columns.balanceAfter"),
          align: "right",
          render: (_, row) => money(row.balance_after, language),
        },
        { title: t("columns.status"), render: (_, row) => <Tag>{t(`status.${row.status}`)}</Tag> },
        { title: t("columns.reason"), render: (_, row) => row.reason ?? row.description ?? "" },
      ]}
    />
  );
}
