import {
  type AdminRefund,
  adminRefundSchema,
  adminRefundsPageSchema,
  REFUND_REFERENCE_MAX_LENGTH,
  REFUND_REFERENCE_MIN_LENGTH,
  type RefundState,
} from "@seller/contract/refunds";
import { useQuery } from "@tanstack/react-query";
import { Descriptions, Form, Input, Segmented, Tag, Typography } from "antd";
import { useState } from "react";
import { formatAmount } from "../../lib/money";
import { api } from "../api";
import { ActDialog } from "../components/act-dialog";
import { queryString, usePaging } from "../components/list";
import { QueueTable, sellerColumn } from "../components/queue-table";
import type { CsvColumn } from "../csv";
import { age, dateTime, money } from "../format";
import { useText } from "../i18n";

/** The operator sent the refund by PromptPay: the bank's reference marks it paid (DECISIONS "Payments"). */
function MarkPaid({ refund }: { refund: AdminRefund }) {
  const { t } = useText();
  return (
    <ActDialog<{ reference: string }>
      label={t("orderRefunds.markPaid")}
      title={t("orderRefunds.markPaidTitle", { order: refund.order_number })}
      testId="refund-mark-paid"
      confirmTestId="refund-mark-paid-confirm"
      intro={
        <>
          <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t("orderRefunds.promptPay")}>
              <Typography.Text copyable strong data-testid="refund-promptpay">
                {refund.promptpay_id}
              </Typography.Text>
              {refund.promptpay_is_order_phone ? ` ${t("orderRefunds.orderPhone")}` : ""}
            </Descriptions.Item>
            <Descriptions.Item label={t("columns.amount")}>{money(refund.amount)}</Descriptions.Item>
            <Descriptions.Item label={t("columns.buyer")}>{refund.buyer_name}</Descriptions.Item>
          </Descriptions>
          <p>{t("orderRefunds.markPaidExplain")}</p>
        </>
      }
      send={(values, headers) =>
        api(`/admin/order-refunds/${refund.id}/mark-paid`, adminRefundSchema, {
          method: "POST",
          body: { reference: values.reference.trim() },
          headers,
        })
      }
    >
      <Form.Item
        label={t("orderRefunds.reference")}
        name="reference"
        rules={[
          { required: true, whitespace: true, message: t("orderRefunds.referenceRequired") },
          {
            min: REFUND_REFERENCE_MIN_LENGTH,
            transform: (value?: string) => value?.trim(),
            message: t("orderRefunds.referenceTooShort"),
          },
          { max: REFUND_REFERENCE_MAX_LENGTH, message: t("orderRefunds.referenceTooLong") },
        ]}
      >
        <Input autoComplete="off" data-testid="refund-reference" />
      </Form.Item>
    </ActDialog>
  );
}

/** Refunds owed to buyers, oldest first, with where to send them; and those already paid. */
export function OrderRefundsPage() {
  const { t, language } = useText();
  const [state, setState] = useState<RefundState>("to_pay");
  const paging = usePaging();
  const fetchPage = async (page: number, perPage: number) =>
    (
      await api(
        `/admin/order-refunds${queryString({ state, page, per_page: perPage })}`,
        adminRefundsPageSchema,
      )
    ).data;
  const query = useQuery({
    queryKey: ["console", "order-refunds", state, paging.page, paging.perPage],
    queryFn: () => fetchPage(paging.page, paging.perPage),
  });
  const reason = (row: AdminRefund) =>
    row.reason === "not_shipped_in_time"
      ? t("orderRefunds.notShippedInTime")
      : row.reason === "seller_refunded"
        ? t("orderRefunds.sellerRefunded")
        : row.reason;
  const csvColumns: CsvColumn<AdminRefund>[] = [
    { title: t("columns.order"), value: (row) => row.order_number },
    { title: t("columns.seller"), value: (row) => row.seller_account },
    { title: t("columns.buyer"), value: (row) => row.buyer_name },
    { title: t("columns.amount"), value: (row) => row.amount },
    { title: t("orderRefunds.promptPay"), value: (row) => row.promptpay_id },
    { title: t("columns.reason"), value: reason },
    { title: t("orderRefunds.provider"), value: (row) => row.provider },
    { title: t("columns.createdAt"), value: (row) => row.created_at },
    { title: t("orderRefunds.paidAt"), value: (row) => row.paid_at },
    { title: t("columns.reference"), value: (row) => row.paid_reference },
  ];
  return (
    <QueueTable<AdminRefund>
      title={t("nav.orderRefunds")}
      filters={
        <Segmented<RefundState>
          value={state}
          onChange={(value) => {
            setState(value);
            paging.reset();
          }}
          options={[
            { value: "to_pay", label: t("orderRefunds.toPay") },
            { value: "paid", label: t("orderRefunds.paid") },
          ]}
          data-testid="refund-state-filter"
        />
      }
      csv={{ filename: `refunds-${state}`, columns: csvColumns }}
      above={
        state === "to_pay" && query.data ? (
          <p data-testid="refunds-total">
            {t("orderRefunds.totalToPay", { amount: formatAmount(query.data.total_to_pay) })}
          </p>
        ) : null
      }
      query={query}
      paging={paging}
      fetchPage={fetchPage}
      onRow={(row) => ({ "data-testid": `refund-row-${row.order_number}` }) as object}
      columns={[
        { title: t("columns.order"), dataIndex: "order_number" },
        sellerColumn(t),
        { title: t("columns.buyer"), dataIndex: "buyer_name" },
        { title: t("columns.amount"), render: (_, row) => money(row.amount) },
        {
          title: t("orderRefunds.promptPay"),
          render: (_, row) => (
            <>
              <Typography.Text copyable style={{ whiteSpace: "nowrap" }}>
                {row.promptpay_id}
              </Typography.Text>
              {row.promptpay_is_order_phone ? ` ${t("orderRefunds.orderPhone")}` : ""}
            </>
          ),
        },
        { title: t("columns.reason"), render: (_, row) => reason(row) },
        {
          title: t("orderRefunds.provider"),
          render: (_, row) => (
            <Tag>
              {t(`provider.${row.provider}`)}
              {row.provider_status ? ` · ${row.provider_status}` : ""}
            </Tag>
          ),
        },
        {
          title: state === "to_pay" ? t("columns.createdAt") : t("orderRefunds.paidAt"),
          render: (_, row) =>
            state === "to_pay"
              ? `${dateTime(row.created_at, language)} (${age(row.created_at, t)})`
              : `${row.paid_at ? dateTime(row.paid_at, language) : ""} · ${row.paid_reference ?? ""}`,
        },
        {
          title: t("columns.actions"),
          render: (_, row) =>
            row.can_mark_paid ? (
              <MarkPaid refund={row} />
            ) : row.state === "paid" ? (
              <Tag color="green">{t("orderRefunds.paid")}</Tag>
            ) : (
              <Tag>{t("orderRefunds.stripePays")}</Tag>
            ),
        },
      ]}
    />
  );
}
