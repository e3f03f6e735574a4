import { ROW_ID_MAX } from "@seller/contract/constants";
import {
  ANNOUNCEMENT_MESSAGE_MAX_LENGTH,
  ANNOUNCEMENT_TITLE_MAX_LENGTH,
  announcementResultSchema,
} from "@seller/contract/notification-requests";
import { announcementsPageSchema } from "@seller/contract/system";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Card, Form, Input, InputNumber, Radio, Space, Table, Typography } from "antd";
import { useState } from "react";
import { api, ConsoleApiError } from "../api";
import { queryString, usePaging } from "../components/list";
import { dateTime } from "../format";
import { useText } from "../i18n";

type Values = {
  audience: "all" | "one";
  seller_id?: number;
  title: string;
  message: string;
  title_en?: string;
  message_en?: string;
};

/** A system notification to every seller or to one, in Thai (and English where given); audit-logged. */
export function AnnouncementsPage() {
  const { t, language } = useText();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  const audience = Form.useWatch("audience", form);
  const paging = usePaging(10);
  const sent = useQuery({
    queryKey: ["console", "announcements", paging.page, paging.perPage, language],
    queryFn: async () =>
      (
        await api(
          `/system/announcements${queryString({ page: paging.page, per_page: paging.perPage })}`,
          announcementsPageSchema,
        )
      ).data,
  });
  function send(values: Values) {
    const localised = (th: string, en?: string) =>
      en?.trim() ? { th: th.trim(), en: en.trim() } : th.trim();
    const body = {
      title: localised(values.title, values.title_en),
      message: localised(values.message, values.message_en),
      ...(values.audience === "one" && values.seller_id ? { seller_id: values.seller_id } : {}),
    };
    modal.confirm({
      title:
        values.audience === "one"
          ? t("announcements.confirmOne", { id: values.seller_id ?? "" })
          : t("announcements.confirmAll"),
      okText: t("announcements.send"),
      cancelText: t("common.cancel"),
      onOk: async () => {
        setSending(true);
        try {
          const answer = await api("/admin/announcements", announcementResultSchema, {
            method: "POST",
            body,
          });
          void message.success(answer.message);
          form.resetFields();
          await queryClient.invalidateQueries({ queryKey: ["console", "announcements"] });
        } catch (failure) {
          void message.error(failure instanceof ConsoleApiError ? failure.message : t("errors.server"));
        } finally {
          setSending(false);
        }
      },
    });
  }
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t("nav.announcements")}
      </Typography.Title>
      <Card title={t("announcements.new")}>
        <Form<Values> form={form} layout="vertical" initialValues={{ audience: "all" }} onFinish={send}>
          <Form.Item label={t("announcements.audience")} name="audience">
            <Radio.Group
              options={[
                { value: "all", label: t("announcements.all") },
                { value: "one", label: t("announcements.one") },
              ]}
            />
          </Form.Item>
          {audience === "one" && (
            <Form.Item
              label={t("announcements.sellerId")}
              name="seller_id"
              rules={[{ required: true, message: t("announcements.sellerIdRequired") }]}
            >
              <InputNumber min={1} max={ROW_ID_MAX} precision={0} style={{ width: 200 }} />
            </Form.Item>
          )}
          <Form.Item
            label={t("announcements.titleTh")}
            name="title"
            rules={[{ required: true, whitespace: true, message: t("announcements.required") }]}
          >
            <Input maxLength={ANNOUNCEMENT_TITLE_MAX_LENGTH} showCount />
          </Form.Item>
          <Form.Item
            label={t("announcements.messageTh")}
            name="message"
            rules={[{ required: true, whitespace: true, message: t("announcements.required") }]}
          >
            <Input.TextArea rows={4} maxLength={ANNOUNCEMENT_MESSAGE_MAX_LENGTH} showCount />
          </Form.Item>
          <Form.Item label={t("announcements.titleEn")} name="title_en">
            <Input maxLength={ANNOUNCEMENT_TITLE_MAX_LENGTH} showCount />
          </Form.Item>
          <Form.Item label={t("announcements.messageEn")} name="message_en">
            <Input.TextArea rows={4} maxLength={ANNOUNCEMENT_MESSAGE_MAX_LENGTH} showCount />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={sending}>
            {t("announcements.send")}
          </Button>
        </Form>
      </Card>
      <Card title={t("announcements.sent")}>
        <Table
          rowKey="id"
          size="small"
          loading={sent.isLoading}
          dataSource={sent.data?.announcements}
          pagination={paging.pagination(sent.data?.total)}
          columns={[
            { title: t("columns.when"), render: (_, row) => dateTime(row.created_at, language), width: 200 },
            { title: t("announcements.titleTh"), dataIndex: "title" },
            { title: t("announcements.messageTh"), dataIndex: "message" },
          ]}
        />
      </Card>
    </Space>
  );
}
