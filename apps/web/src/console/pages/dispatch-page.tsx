import {
  type AdminOrder,
  adminOrderSchema,
  adminOrdersPageSchema,
  COURIER_CODES,
  COURIERS,
} from "@seller/contract/orders";
import { useQuery } from "@tanstack/react-query";
import { Button, Descriptions, Form, Input, Modal, Select, Table, Tag } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { itemColor, itemName } from "../../features/orders/rules/item-name";
import { api } from "../api";
import { ListHeader, queryString, usePaging } from "../components/list";
import { useOperatorAct } from "../components/operator-act";
import type { CsvColumn } from "../csv";
import { age, dateTime } from "../format";
import { useText } from "../i18n";
import { consolePaths as paths } from "../paths";

const address = (order: AdminOrder) => {
  const { line, sub_district, district, province, postal_code } = order.recipient.address;
  return `${line} ${sub_district} ${district} ${province} ${postal_code}`;
};

/** The supplier's courier and tracking number for one batch-shipped order. */
function Dispatch({ order }: { order: AdminOrder }) {
  const { t, language } = useText();
  const [open, setOpen] = useState(false);
  const act = useOperatorAct(open);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ courier: string; tracking_number: string }>();
  async function submit(values: { courier: string; tracking_number: string }) {
    setBusy(true);
    const done = await act((headers) =>
      api(`/admin/orders/${order.id}/dispatch`, adminOrderSchema, {
        method: "POST",
        body: { courier: values.courier, tracking_number: values.tracking_number.trim() },
        headers,
      }),
    );
    setBusy(false);
    if (done) setOpen(false);
  }
  return (
    <>
      <Button type="primary" size="small" onClick={() => setOpen(true)}>
        {t("dispatch.record")}
      </Button>
      <Modal
        open={open}
        title={t("dispatch.title", { order: order.order_number })}
        okText={t("dispatch.record")}
        cancelText={t("common.cancel")}
        okButtonProps={{ loading: busy }}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t("dispatch.recipient")}>
            {order.recipient.name} · {order.recipient.phone}
          </Descriptions.Item>
          <Descriptions.Item label={t("sellers.address")}>{address(order)}</Descriptions.Item>
          <Descriptions.Item label={t("dispatch.items")}>
            {order.items
              .map(
                (item) =>
                  `${[itemName(item, language), itemColor(item, language), item.size].filter(Boolean).join(" / ")} × ${item.quantity}`,
              )
              .join(", ")}
          </Descriptions.Item>
        </Descriptions>
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            label={t("dispatch.courier")}
            name="courier"
            rules={[{ required: true, message: t("dispatch.courierRequired") }]}
          >
            <Select options={COURIER_CODES.map((code) => ({ value: code, label: COURIERS[code].name }))} />
          </Form.Item>
          <Form.Item
            label={t("dispatch.tracking")}
            name="tracking_number"
            rules={[
              { required: true, pattern: /^[A-Za-z0-9-]{1,40}$/, message: t("dispatch.trackingInvalid") },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** Orders the seller shipped by batch: the supplier's courier and tracking, first waiting first. */
export function DispatchPage() {
  const { t, language } = useText();
  const [keyword, setKeyword] = useState("");
  const paging = usePaging();
  const fetchPage = async (page: number, perPage: number) =>
    (
      await api(
        `/admin/orders${queryString({ status: "pending_delivery", keyword, page, per_page: perPage })}`,
        adminOrdersPageSchema,
      )
    ).data;
  const query = useQuery({
    queryKey: ["console", "dispatch", keyword, paging.page, paging.perPage],
    queryFn: () => fetchPage(paging.page, paging.perPage),
  });
  const csvColumns: CsvColumn<AdminOrder>[] = [
    { title: t("columns.order"), value: (row) => row.order_number },
    { title: t("columns.seller"), value: (row) => row.seller_account },
    { title: t("dispatch.recipient"), value: (row) => row.recipient.name },
    { title: t("sellers.phone"), value: (row) => row.recipient.phone },
    { title: t("sellers.address"), value: address },
    {
      title: t("dispatch.items"),
      value: (row) => row.items.map((item) => `${item.product_name} x${item.quantity}`).join("; "),
    },
    { title: t("dispatch.shippedAt"), value: (row) => row.shipped_at },
    { title: t("dispatch.courier"), value: (row) => row.courier },
    { title: t("dispatch.tracking"), value: (row) => row.tracking_number },
  ];
  return (
    <>
      <ListHeader
        title={t("nav.dispatch")}
        filters={
          <Input.Search
            aria-label={t("list.search")}
            placeholder={t("dispatch.searchPlaceholder")}
            allowClear
            onSearch={(value) => {
              setKeyword(value.trim());
              paging.reset();
            }}
            style={{ width: 260 }}
          />
        }
        csv={{ filename: "dispatch", columns: csvColumns, fetchPage }}
      />
      <Table<AdminOrder>
        rowKey="id"
        loading={query.isLoading}
        dataSource={query.data?.items}
        pagination={paging.pagination(query.data?.total)}
        columns={[
          { title: t("columns.order"), dataIndex: "order_number" },
          {
            title: t("columns.seller"),
            render: (_, row) => <Link to={paths.seller(row.seller_id)}>{row.seller_account}</Link>,
          },
          {
            title: t("dispatch.recipient"),
            render: (_, row) => `${row.recipient.name} · ${row.recipient.address.province}`,
          },
          {
            title: t("dispatch.items"),
            render: (_, row) => row.items.reduce((sum, item) => sum + item.quantity, 0),
          },
          {
            title: t("dispatch.shippedAt"),
            render: (_, row) =>
              row.shipped_at ? `${dateTime(row.shipped_at, language)} (${age(row.shipped_at, t)})` : "",
          },
          {
            title: t("columns.actions"),
            render: (_, row) =>
              row.awaiting_dispatch ? (
                <Dispatch order={row} />
              ) : (
                <Tag color="green">
                  {row.courier ? COURIERS[row.courier as keyof typeof COURIERS]?.name : ""}{" "}
                  {row.tracking_number}
                </Tag>
              ),
          },
        ]}
      />
    </>
  );
}
