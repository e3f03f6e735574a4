import {
  SUPPORT_ANSWER_MAX_LENGTH,
  type SupportMessage,
  supportMessageSchema,
  supportMessagesSchema,
} from "@seller/contract/support";
import { useQuery } from "@tanstack/react-query";
import { Button, Form, Input, Modal, Segmented, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { api } from "../api";
import { ListHeader, queryString, usePaging } from "../components/list";
import { useOperatorAct } from "../components/operator-act";
import type { CsvColumn } from "../csv";
import { dateTime } from "../format";
import { useText } from "../i18n";
import { consolePaths as paths } from "../paths";

type Status = "open" | "answered" | "all";

/**
 * An open message's answer: one form session (one Idempotency-Key) per opening
 * of the dialog. The server keeps one answer per message and tells the seller.
 */
function AnswerDialog({ message, onClose }: { message: SupportMessage; onClose: () => void }) {
  const { t } = useText();
  const act = useOperatorAct(message.id);
  const [form] = Form.useForm<{ message: string }>();
  const [busy, setBusy] = useState(false);
  async function send(values: { message: string }) {
    setBusy(true);
    const done = await act((headers) =>
      api(`/admin/support-messages/${message.id}/answer`, supportMessageSchema, {
        method: "POST",
        body: { message: values.message.trim() },
        headers,
      }),
    );
    setBusy(false);
    if (done) onClose();
  }
  return (
    <Modal
      open
      title={t("support.answerTitle", { account: message.seller_account })}
      okText={t("support.answerAction")}
      cancelText={t("common.cancel")}
      okButtonProps={{ loading: busy }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph style={{ whiteSpace: "pre-wrap" }}>
        <blockquote style={{ margin: 0 }}>{message.message}</blockquote>
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={send}>
        <Form.Item
          label={t("support.answer")}
          name="message"
          extra={t("support.answerHint", { language: message.language })}
          rules={[
            { required: true, whitespace: true, message: t("support.answerRequired") },
            { max: SUPPORT_ANSWER_MAX_LENGTH },
          ]}
        >
          <Input.TextArea rows={5} autoFocus showCount maxLength={SUPPORT_ANSWER_MAX_LENGTH} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * What sellers wrote to customer service (POST /api/system/contact-support),
 * newest first: open until answered (DECISIONS.md "Operator console"); the
 * answer reaches the seller as a notification and in the help centre.
 */
export function SupportPage() {
  const { t, language } = useText();
  const paging = usePaging();
  const [status, setStatus] = useState<Status>("open");
  const [answering, setAnswering] = useState<SupportMessage | null>(null);
  const fetchPage = async (page: number, perPage: number) => {
    const { data } = await api(
      `/admin/support-messages${queryString({ page, per_page: perPage, status })}`,
      supportMessagesSchema,
    );
    return { items: data.items, total: data.total, openCount: data.open_count };
  };
  const query = useQuery({
    queryKey: ["console", "support", status, paging.page, paging.perPage],
    queryFn: () => fetchPage(paging.page, paging.perPage),
  });
  const csvColumns: CsvColumn<SupportMessage>[] = [
    { title: t("columns.when"), value: (row) => row.created_at },
    {
      title: t("columns.seller"),
      value: (row) =>
        row.seller_id === null
          ? `${row.seller_account} (${t("support.signedOut")}; ${row.contact_phone ?? ""})`
          : `${row.seller_account} (${row.seller_id})`,
    },
    { title: t("support.language"), value: (row) => row.language },
    { title: t("support.message"), value: (row) => row.message },
    { title: t("support.status"), value: (row) => t(`support.${row.status}`) },
    { title: t("support.answer"), value: (row) => row.answer ?? "" },
    { title: t("support.answered"), value: (row) => row.answered_at ?? "" },
  ];
  return (
    <>
      <ListHeader
        title={t("nav.support")}
        filters={
          <Segmented<Status>
            aria-label={t("support.status")}
            value={status}
            onChange={(next) => {
              setStatus(next);
              paging.reset();
            }}
            options={(["open", "answered", "all"] as const).map((value) => ({
              value,
              label: t(`support.${value}`),
            }))}
          />
        }
        csv={{ filename: "support-messages", columns: csvColumns, fetchPage }}
      />
      {query.data && (
        <Typography.Paragraph data-testid="support-open-count">
          {t("support.openCount", { count: query.data.openCount })}
        </Typography.Paragraph>
      )}
      <Table<SupportMessage>
        rowKey="id"
        loading={query.isLoading}
        dataSource={query.data?.items}
        pagination={paging.pagination(query.data?.total)}
        columns={[
          { title: t("columns.when"), render: (_, row) => dateTime(row.created_at, language), width: 170 },
          {
            title: t("columns.seller"),
            width: 180,
            // A signed-out writer from the forgot-password dialog: the name they gave and the phone
            // to call back on, since no account can be notified (DECISIONS "Account and session").
            render: (_, row) =>
              row.seller_id === null ? (
                <span data-testid={`support-signed-out-${row.id}`}>
                  {row.seller_account}
                  <br />
                  <Typography.Text type="secondary">{t("support.signedOut")}</Typography.Text>
                  <br />
                  {t("support.callBack", { phone: row.contact_phone ?? "" })}
                </span>
              ) : (
                <Link to={paths.seller(row.seller_id)}>
                  {row.seller_account} ({row.seller_id})
                </Link>
              ),
          },
          { title: t("support.language"), dataIndex: "language", width: 90 },
          {
            title: t("support.message"),
            render: (_, row) => (
              <Typography.Paragraph style={{ margin: 0, whiteSpace: "pre-wrap" }}>
                {row.message}
              </Typography.Paragraph>
            ),
          },
          {
            title: t("support.answer"),
            render: (_, row) =>
              row.answer === null ? (
                <Button type="primary" size="small" onClick={() => setAnswering(row)}>
                  {t("support.answerAction")}
                </Button>
              ) : (
                <>
                  <Typography.Paragraph style={{ margin: 0, whiteSpace: "pre-wrap" }}>
                    {row.answer}
                  </Typography.Paragraph>
                  {row.answered_at && (
                    <Typography.Text type="secondary">
                      {t("support.answeredAt", { when: dateTime(row.answered_at, language) })}
                    </Typography.Text>
                  )}
                </>
              ),
          },
          {
            title: t("support.status"),
            width: 110,
            render: (_, row) => (
              <Tag color={row.status === "open" ? "orange" : "green"}>{t(`support.${row.status}`)}</Tag>
            ),
          },
        ]}
      />
      {answering && <AnswerDialog message={answering} onClose={() => setAnswering(null)} />}
    </>
  );
}
