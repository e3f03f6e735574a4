import type { SupportMessage, SupportMessages } from "@seller/contract/support";
import { useQuery } from "@tanstack/react-query";
import { Table, Typography } from "antd";
import { Link } from "react-router";
import { api } from "../api";
import { ListHeader, queryString, usePaging } from "../components/list";
import type { CsvColumn } from "../csv";
import { dateTime } from "../format";
import { useText } from "../i18n";
import { consolePaths as paths } from "../paths";

/** What sellers wrote to customer service from the app (POST /api/system/contact-support), newest first. */
export function SupportPage() {
  const { t, language } = useText();
  const paging = usePaging();
  const fetchPage = async (page: number, perPage: number) => {
    const { data } = await api<SupportMessages>(
      `/admin/support-messages${queryString({ page, per_page: perPage })}`,
    );
    return { items: data.items, total: data.total };
  };
  const query = useQuery({
    queryKey: ["console", "support", paging.page, paging.perPage],
    queryFn: () => fetchPage(paging.page, paging.perPage),
  });
  const csvColumns: CsvColumn<SupportMessage>[] = [
    { title: t("columns.when"), value: (row) => row.created_at },
    { title: t("columns.seller"), value: (row) => `${row.seller_account} (${row.seller_id})` },
    { title: t("support.language"), value: (row) => row.language },
    { title: t("support.message"), value: (row) => row.message },
  ];
  return (
    <>
      <ListHeader
        title={t("nav.support")}
        csv={{ filename: "support-messages", columns: csvColumns, fetchPage }}
      />
      <Table<SupportMessage>
        rowKey="id"
        loading={query.isLoading}
        dataSource={query.data?.items}
        pagination={paging.pagination(query.data?.total)}
        columns={[
          { title: t("columns.when"), render: (_, row) => dateTime(row.created_at, language), width: 190 },
          {
            title: t("columns.seller"),
            width: 200,
            render: (_, row) => (
              <Link to={paths.seller(row.seller_id)}>
                {row.seller_account} ({row.seller_id})
              </Link>
            ),
          },
          { title: t("support.language"), dataIndex: "language", width: 110 },
          {
            title: t("support.message"),
            render: (_, row) => (
              <Typography.Paragraph style={{ margin: 0, whiteSpace: "pre-wrap" }}>
                {row.message}
              </Typography.Paragraph>
            ),
          },
        ]}
      />
    </>
  );
}
