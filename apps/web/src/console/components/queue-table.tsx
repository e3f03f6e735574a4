import type { UseQueryResult } from "@tanstack/react-query";
import { Table, type TableProps, Tag } from "antd";
import type { ColumnType } from "antd/es/table";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CsvColumn } from "../csv";
import { age, dateTime } from "../format";
import type { Text } from "../i18n";
import { consolePaths as paths } from "../paths";
import { ListHeader, type Page, type usePaging } from "./list";

type QueueTableProps<Row> = Omit<
  TableProps<Row>,
  "rowKey" | "loading" | "dataSource" | "pagination" | "title"
> & {
  title: string;
  filters: ReactNode;
  csv: { filename: string; columns: CsvColumn<Row>[] };
  /** Between the header and the table: a hint or a running total. */
  above?: ReactNode;
  query: UseQueryResult<Page<Row>>;
  paging: ReturnType<typeof usePaging>;
  fetchPage: (page: number, perPage: number) => Promise<Page<Row>>;
};

/**
 * A work queue of the console: its title, filters and CSV export, then one
 * page of rows at a time with antd's pagination.
 */
export function QueueTable<Row extends { id: number }>({
  title,
  filters,
  csv,
  above,
  query,
  paging,
  fetchPage,
  ...table
}: QueueTableProps<Row>) {
  return (
    <>
      <ListHeader title={title} filters={filters} csv={{ ...csv, fetchPage }} />
      {above}
      <Table<Row>
        rowKey="id"
        loading={query.isLoading}
        dataSource={query.data?.items}
        pagination={paging.pagination(query.data?.total)}
        {...table}
      />
    </>
  );
}

type SellerRow = { seller_id: number; seller_account: string };

/** The row's number, narrow. */
export const idColumn = { title: "#", dataIndex: "id", width: 70 } as const;

/** The seller who asked, linked to the seller's page. */
export function sellerColumn<Row extends SellerRow>(t: Text): ColumnType<Row> {
  return {
    title: t("columns.seller"),
    render: (_, row) => <Link to={paths.seller(row.seller_id)}>{row.seller_account}</Link>,
  };
}

/** When the request came and how long it has waited. */
export function waitedColumn<Row>(t: Text, language: string, at: (row: Row) => string): ColumnType<Row> {
  return {
    title: t("columns.createdAt"),
    render: (_, row) => `${dateTime(at(row), language)} (${age(at(row), t)})`,
  };
}

/** The request's state, in the operator's language. */
export function statusColumn<Row>(t: Text, status: (row: Row) => string): ColumnType<Row> {
  return { title: t("columns.status"), render: (_, row) => <Tag>{t(`status.${status(row)}`)}</Tag> };
}
