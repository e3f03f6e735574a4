import {
  type AdminSellerRow,
  adminSellersPageSchema,
  SELLER_STATUSES,
  type SellerStatus,
} from "@seller/contract/console";
import { useQuery } from "@tanstack/react-query";
import { Input, Select, Table, Tag } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { api } from "../api";
import { ListHeader, queryString, usePaging } from "../components/list";
import type { CsvColumn } from "../csv";
import { dateTime, money } from "../format";
import { useText } from "../i18n";
import { consolePaths as paths } from "../paths";

/** Sellers: search by account, id or phone; each opens read-only with suspension as the only act. */
export function SellersPage() {
  const { t, language } = useText();
  const [keyword, setKeyword] = useState("");
  const [status, setStatus] = useState<SellerStatus | undefined>();
  const paging = usePaging();
  const fetchPage = async (page: number, perPage: number) =>
    (
      await api(
        `/admin/sellers${queryString({ keyword, status, page, per_page: perPage })}`,
        adminSellersPageSchema,
      )
    ).data;
  const query = useQuery({
    queryKey: ["console", "sellers", keyword, status, paging.page, paging.perPage],
    queryFn: () => fetchPage(paging.page, paging.perPage),
  });
  const csvColumns: CsvColumn<AdminSellerRow>[] = [
    { title: "id", value: (row) => row.id },
    { title: t("columns.account"), value: (row) => row.account },
    { title: t("columns.status"), value: (row) => row.status },
    { title: t("sellers.verification"), value: (row) => row.verification_status },
    { title: t("sellers.available"), value: (row) => row.available_balance },
    { title: t("sellers.phone"), value: (row) => row.phone },
    { title: t("sellers.joined"), value: (row) => row.created_at },
  ];
  return (
    <>
      <ListHeader
        title={t("nav.sellers")}
        filters={
          <>
            <Input.Search
              aria-label={t("list.search")}
              placeholder={t("sellers.searchPlaceholder")}
              allowClear
              onSearch={(value) => {
                setKeyword(value.trim());
                paging.reset();
              }}
              style={{ width: 260 }}
            />
            <Select
              aria-label={t("list.status")}
              allowClear
              placeholder={t("list.allStatuses")}
              value={status}
              onChange={(value?: SellerStatus) => {
                setStatus(value);
                paging.reset();
              }}
              style={{ width: 160 }}
              options={SELLER_STATUSES.map((value) => ({ value, label: t(`sellerStatus.${value}`) }))}
            />
          </>
        }
        csv={{ filename: "sellers", columns: csvColumns, fetchPage }}
      />
      <Table<AdminSellerRow>
        rowKey="id"
        loading={query.isLoading}
        dataSource={query.data?.items}
        pagination={paging.pagination(query.data?.total)}
        columns={[
          { title: "ID", dataIndex: "id", width: 100 },
          {
            title: t("columns.account"),
            render: (_, row) => (
              <>
                <Link to={paths.seller(row.id)}>{row.account}</Link>{" "}
                {row.is_demo && <Tag>{t("common.demo")}</Tag>}
              </>
            ),
          },
          {
            title: t("columns.status"),
            render: (_, row) => (
              <Tag color={row.status === "active" ? "green" : "red"}>{t(`sellerStatus.${row.status}`)}</Tag>
            ),
          },
          {
            title: t("sellers.verification"),
            render: (_, row) => t(`verificationStatus.${row.verification_status}`),
          },
          {
            title: t("sellers.available"),
            align: "right",
            render: (_, row) => money(row.available_balance),
          },
          { title: t("sellers.phone"), dataIndex: "phone" },
          { title: t("sellers.joined"), render: (_, row) => dateTime(row.created_at, language) },
        ]}
      />
    </>
  );
}
