import {
  type AdminOrder,
  adminOrdersPageSchema,
  ORDER_STATUSES,
  orderPaymentDecisionSchema,
} from "@seller/contract/orders";
import { useQuery } from "@tanstack/react-query";
import { Descriptions, Form, Input, Select, Tag, Typography } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { api } from "../api";
import { ActDialog } from "../components/act-dialog";
import { queryString, usePaging } from "../components/list";
import { PaymentSlip } from "../components/payment-slip";
import { QueueTable, waitedColumn } from "../components/queue-table";
import { SearchBox } from "../components/search-box";
import type { CsvColumn } from "../csv";
import { dateTime, money } from "../format";
import { useText } from "../i18n";
import { consolePaths as paths } from "../paths";
import { plainBaht, typedBahtRule } from "../typed-baht";

/**
 * The queue's first view is what waits for an operator: the payments the
 * dashboard counts (the same condition on the server). The other views list
 * the buyers' orders by state.
 */
type View = "awaiting" | (typeof ORDER_STATUSES)[number];
const VIEWS: View[] = ["awaiting", ...ORDER_STATUSES];

type ConfirmValues = { amount: string; reason?: string };

/** The operator's note, sent only when one was written. */
function noteOf(reason: string | undefined): { reason?: string } {
  return reason?.trim() ? { reason: reason.trim() } : {};
}

/** The operator types the amount found on the statement; the server takes it only if it is the total. */
function ConfirmPayment({ order }: { order: AdminOrder }) {
  const { t } = useText();
  return (
    <ActDialog<ConfirmValues>
      label={t("payments.confirm")}
      title={t("payments.confirmTitle")}
      intro={
        <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t("columns.order")}>{order.order_number}</Descriptions.Item>
          <Descriptions.Item label={t("columns.reference")}>{order.payment?.reference}</Descriptions.Item>
          <Descriptions.Item label={t("columns.amount")}>{money(order.total_amount)}</Descriptions.Item>
        </Descriptions>
      }
      send={(values, headers) =>
        api(`/admin/orders/${order.id}/confirm-payment`, orderPaymentDecisionSchema, {
          method: "POST",
          body: { amount: plainBaht(values.amount), ...noteOf(values.reason) },
          headers,
        })
      }
    >
      <Form.Item
        label={t("payments.amountArrived")}
        name="amount"
        rules={[
          { required: true, message: t("payments.amountInvalid") },
          typedBahtRule(t("payments.amountInvalid")),
        ]}
      >
        <Input inputMode="decimal" prefix="฿" autoFocus />
      </Form.Item>
      <Form.Item label={t("decision.note")} name="reason">
        <Input />
      </Form.Item>
    </ActDialog>
  );
}

/**
 * The operator found no such payment on the statement: the order is cancelled
 * and its stock released (DECISIONS "Store and storefront").
 */
function RefusePayment({ order }: { order: AdminOrder }) {
  const { t } = useText();
  return (
    <ActDialog<{ reason: string }>
      label={t("payments.refuse")}
      title={t("payments.refuseTitle")}
      danger
      intro={<p>{t("payments.refuseHint", { order: order.order_number })}</p>}
      send={(values, headers) =>
        api(`/admin/orders/${order.id}/refuse-payment`, orderPaymentDecisionSchema, {
          method: "POST",
          body: { reason: values.reason.trim() },
          headers,
        })
      }
    >
      {/* Refusing cancels the buyer's order, so the console asks why every time; the
          API keeps the reason optional for its other callers. */}
      <Form.Item
        label={t("payments.refuseReason")}
        name="reason"
        rules={[{ required: true, whitespace: true, message: t("decision.reasonRequired") }]}
      >
        <Input autoFocus />
      </Form.Item>
    </ActDialog>
  );
}

/** Buyers' payments: with the manual provider an operator confirms each against the bank statement. */
export function PaymentsPage() {
  const { t, language } = useText();
  const [view, setView] = useState<View>("awaiting");
  const [keyword, setKeyword] = useState("");
  const paging = usePaging();
  const fetchPage = async (page: number, perPage: number) =>
    (
      await api(
        `/admin/orders${queryString({
          ...(view === "awaiting" ? { awaiting_confirmation: "true" } : { status: view }),
          keyword,
          page,
          per_page: perPage,
        })}`,
        adminOrdersPageSchema,
      )
    ).data;
  const query = useQuery({
    queryKey: ["console", "payments", view, keyword, paging.page, paging.perPage],
    queryFn: () => fetchPage(paging.page, paging.perPage),
  });
  const csvColumns: CsvColumn<AdminOrder>[] = [
    { title: t("columns.order"), value: (row) => row.order_number },
    { title: t("columns.seller"), value: (row) => row.seller_account },
    { title: t("columns.buyer"), value: (row) => row.buyer_name },
    { title: t("columns.amount"), value: (row) => row.total_amount },
    { title: t("columns.reference"), value: (row) => row.payment?.reference },
    { title: t("columns.provider"), value: (row) => row.payment?.provider },
    { title: t("columns.status"), value: (row) => row.status },
    { title: t("columns.createdAt"), value: (row) => row.created_at },
  ];
  return (
    <QueueTable<AdminOrder>
      title={t("nav.payments")}
      filters={
        <>
          <SearchBox
            placeholder={t("dispatch.searchPlaceholder")}
            onSearch={(value) => {
              setKeyword(value);
              paging.reset();
            }}
          />
          <Select
            aria-label={t("list.status")}
            value={view}
            style={{ width: 240 }}
            onChange={(value: View) => {
              setView(value);
              paging.reset();
            }}
            options={VIEWS.map((value) => ({
              value,
              label: value === "awaiting" ? t("payments.awaiting") : t(`orderStatus.${value}`),
            }))}
          />
        </>
      }
      csv={{ filename: "buyer-payments", columns: csvColumns }}
      query={query}
      paging={paging}
      fetchPage={fetchPage}
      // Every column, the slip included, fits a 1280 x 800 screen without sideways scrolling:
      // the operator compares the slip with the statement before confirming or refusing. So the
      // reference rides under the order number, the buyer under the seller, long names are cut
      // with the whole text on hover, and the two acts stack in a narrow column.
      size="middle"
      tableLayout="fixed"
      columns={[
        {
          title: t("columns.order"),
          width: 150,
          render: (_, row) => (
            <>
              <div>{row.order_number}</div>
              {row.payment?.reference && row.payment.reference !== row.order_number && (
                <Typography.Text code ellipsis={{ tooltip: row.payment.reference }}>
                  {row.payment.reference}
                </Typography.Text>
              )}
            </>
          ),
        },
        {
          title: `${t("columns.seller")} / ${t("columns.buyer")}`,
          render: (_, row) => (
            <>
              <Typography.Text ellipsis={{ tooltip: row.seller_account }} style={{ display: "block" }}>
                <Link to={paths.seller(row.seller_id)}>{row.seller_account}</Link>
              </Typography.Text>
              <Typography.Text ellipsis={{ tooltip: row.buyer_name }} style={{ display: "block" }}>
                {row.buyer_name}
              </Typography.Text>
            </>
          ),
        },
        {
          title: t("columns.amount"),
          align: "right",
          width: 110,
          render: (_, row) => money(row.total_amount),
        },
        {
          title: t("columns.provider"),
          width: 100,
          render: (_, row) => row.payment && <Tag>{t(`provider.${row.payment.provider}`)}</Tag>,
        },
        { ...waitedColumn(t, language, (row) => row.created_at), width: 130 },
        {
          title: t("payments.reportedAt"),
          width: 120,
          render: (_, row) => (row.payment_reported_at ? dateTime(row.payment_reported_at, language) : "—"),
        },
        {
          title: t("payments.slip"),
          width: 100,
          className: "payments-slip",
          render: (_, row) => (row.payment_reported_at ? <PaymentSlip order={row} /> : "—"),
        },
        {
          title: t("columns.actions"),
          width: 150,
          render: (_, row) =>
            row.status === "pending_payment" &&
            row.payment?.provider === "manual" &&
            row.payment.status === "pending" ? (
              <span
                style={{ display: "inline-flex", flexDirection: "column", alignItems: "stretch", gap: 8 }}
              >
                <ConfirmPayment order={row} />
                <RefusePayment order={row} />
              </span>
            ) : (
              <Tag>{t(`orderStatus.${row.status}`)}</Tag>
            ),
        },
      ]}
    />
  );
}
