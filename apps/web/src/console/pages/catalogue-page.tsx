import { PlusOutlined } from "@ant-design/icons";
import { type AdminProduct, adminProductsPageSchema } from "@seller/contract/catalogue-admin";
import { useQuery } from "@tanstack/react-query";
import { Button, Image, Input, Select, Table, Tag } from "antd";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { api } from "../api";
import { useCategories } from "../components/categories";
import { ListHeader, queryString, usePaging } from "../components/list";
import type { CsvColumn } from "../csv";
import { money } from "../format";
import { useText } from "../i18n";
import { consolePaths as paths } from "../paths";

type Row = Pick<
  AdminProduct,
  | "id"
  | "name"
  | "name_en"
  | "category"
  | "price"
  | "discount_price"
  | "effective_price"
  | "cost_price"
  | "stock"
  | "status"
  | "main_image_url"
  | "sales_count"
  | "is_demo"
>;
const STATUSES = ["all", "active", "inactive", "archived"] as const;

/** The platform's catalogue with supplier cost and every state; each row opens its editor. */
export function CataloguePage() {
  const { t, language } = useText();
  const navigate = useNavigate();
  const categories = useCategories();
  const [keyword, setKeyword] = useState("");
  const [status, setStatus] = useState<(typeof STATUSES)[number]>("all");
  const [category, setCategory] = useState<string | undefined>();
  const paging = usePaging();
  const fetchPage = async (page: number, perPage: number) =>
    (
      await api(
        `/admin/products${queryString({ keyword, status, category, page, per_page: perPage })}`,
        adminProductsPageSchema,
      )
    ).data;
  const query = useQuery({
    queryKey: ["console", "products", keyword, status, category, paging.page, paging.perPage],
    queryFn: () => fetchPage(paging.page, paging.perPage),
  });
  const csvColumns: CsvColumn<Row>[] = [
    { title: "id", value: (row) => row.id },
    { title: t("catalogue.name"), value: (row) => row.name },
    { title: t("catalogue.category"), value: (row) => row.category },
    { title: t("catalogue.price"), value: (row) => row.price },
    { title: t("catalogue.discountPrice"), value: (row) => row.discount_price },
    { title: t("catalogue.cost"), value: (row) => row.cost_price },
    { title: t("catalogue.stock"), value: (row) => row.stock },
    { title: t("columns.status"), value: (row) => row.status },
    { title: t("catalogue.sales"), value: (row) => row.sales_count },
  ];
  return (
    <>
      <ListHeader
        title={t("nav.catalogue")}
        filters={
          <>
            <Input.Search
              aria-label={t("list.search")}
              placeholder={t("catalogue.searchPlaceholder")}
              allowClear
              onSearch={(value) => {
                setKeyword(value.trim());
                paging.reset();
              }}
              style={{ width: 220 }}
            />
            <Select
              aria-label={t("catalogue.category")}
              allowClear
              placeholder={t("catalogue.allCategories")}
              value={category}
              onChange={(value?: string) => {
                setCategory(value);
                paging.reset();
              }}
              style={{ width: 170 }}
              options={categories.data?.map((item) => ({ value: item.key, label: item.name }))}
            />
            <Select
              aria-label={t("list.status")}
              value={status}
              onChange={(value) => {
                setStatus(value);
                paging.reset();
              }}
              style={{ width: 140 }}
              options={STATUSES.map((value) => ({ value, label: t(`productStatus.${value}`) }))}
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.product("new"))}>
              {t("catalogue.add")}
            </Button>
          </>
        }
        csv={{ filename: "catalogue", columns: csvColumns, fetchPage }}
      />
      <Table<Row>
        rowKey="id"
        loading={query.isLoading}
        dataSource={query.data?.items}
        pagination={paging.pagination(query.data?.total)}
        columns={[
          {
            title: t("catalogue.image"),
            width: 80,
            render: (_, row) =>
              row.main_image_url ? (
                <Image
                  src={row.main_image_url}
                  alt={row.name}
                  width={48}
                  height={48}
                  style={{ objectFit: "cover" }}
                  preview={false}
                />
              ) : null,
          },
          {
            title: t("catalogue.name"),
            render: (_, row) => (
              <>
                <Link to={paths.product(row.id)}>
                  {language === "th" ? row.name : (row.name_en ?? row.name)}
                </Link>{" "}
                {row.is_demo && <Tag>{t("common.demo")}</Tag>}
              </>
            ),
          },
          { title: t("catalogue.category"), dataIndex: "category" },
          {
            title: t("catalogue.price"),
            align: "right",
            render: (_, row) => money(row.effective_price),
          },
          { title: t("catalogue.cost"), align: "right", render: (_, row) => money(row.cost_price) },
          {
            title: t("catalogue.stock"),
            align: "right",
            render: (_, row) => (row.stock >= 99999 ? t("catalogue.unlimited") : row.stock),
          },
          { title: t("catalogue.sales"), align: "right", dataIndex: "sales_count" },
          { title: t("columns.status"), render: (_, row) => <Tag>{t(`productStatus.${row.status}`)}</Tag> },
        ]}
      />
    </>
  );
}
