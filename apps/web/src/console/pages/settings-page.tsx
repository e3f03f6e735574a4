import { BANK_CODES } from "@seller/contract/bank-cards";
import type { AdminSettings } from "@seller/contract/console";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Row, Select, Typography } from "antd";
import { useState } from "react";
import { api, ConsoleApiError } from "../api";
import { useText } from "../i18n";

type Values = AdminSettings & { reason?: string };

const NUMBERS: { key: keyof AdminSettings; min: number; max: number; step?: number }[] = [
  { key: "withdrawalDailyLimit", min: 1, max: 100 },
  { key: "earlyReceiptFeePercent", min: 0, max: 100, step: 0.5 },
  { key: "pendingPaymentExpiryHours", min: 1, max: 336 },
  { key: "autoCompleteDays", min: 1, max: 60 },
  { key: "delayedAfterDays", min: 1, max: 60 },
  { key: "rejectedIdentityRetentionDays", min: 1, max: 3650 },
  { key: "uploadExpiryMinutes", min: 1, max: 1440 },
];

/** The published limits and durations, payment configuration and customer-service link; each save is audit-logged. */
export function SettingsPage() {
  const { t } = useText();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const query = useQuery({
    queryKey: ["console", "settings"],
    queryFn: async () => (await api<AdminSettings>("/admin/settings")).data,
  });
  function save(values: Values) {
    const before = query.data;
    if (!before) return;
    const changed = Object.fromEntries(
      Object.entries(values).filter(
        ([key, value]) => key !== "reason" && value !== before[key as keyof AdminSettings],
      ),
    );
    if (Object.keys(changed).length === 0) {
      void message.info(t("settings.nothingChanged"));
      return;
    }
    modal.confirm({
      title: t("settings.confirmTitle"),
      content: (
        <ul>
          {Object.entries(changed).map(([key, value]) => (
            <li key={key}>
              {t(`settings.fields.${key}`)}: {String(before[key as keyof AdminSettings])} → {String(value)}
            </li>
          ))}
        </ul>
      ),
      okText: t("common.save"),
      cancelText: t("common.cancel"),
      onOk: async () => {
        setSaving(true);
        try {
          const answer = await api("/admin/settings", {
            method: "PUT",
            body: { ...changed, ...(values.reason?.trim() ? { reason: values.reason.trim() } : {}) },
          });
          void message.success(answer.message);
        } catch (failure) {
          void message.error(failure instanceof ConsoleApiError ? failure.message : t("errors.server"));
        } finally {
          setSaving(false);
          await queryClient.invalidateQueries({ queryKey: ["console", "settings"] });
        }
      },
    });
  }
  if (query.error) return <Alert type="error" title={query.error.message} showIcon />;
  if (!query.data) return <Card loading />;
  return (
    <>
      <Typography.Title level={2}>{t("nav.settings")}</Typography.Title>
      <Form<Values>
        layout="vertical"
        initialValues={query.data}
        onFinish={save}
        key={JSON.stringify(query.data)}
      >
        <Card title={t("settings.limits")} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            {NUMBERS.map(({ key, min, max, step }) => (
              <Col span={6} key={key}>
                <Form.Item
                  label={t(`settings.fields.${key}`)}
                  name={key}
                  rules={[{ required: true, type: "number", min, max }]}
                >
                  <InputNumber min={min} max={max} step={step ?? 1} style={{ width: "100%" }} />
                </Form.Item>
              </Col>
            ))}
            <Col span={6}>
              <Form.Item
                label={t("settings.fields.withdrawalFee")}
                name="withdrawalFee"
                rules={[
                  { required: true, pattern: /^\d+(\.\d{1,2})?$/, message: t("payments.amountInvalid") },
                ]}
              >
                <Input prefix="฿" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                label={t("settings.fields.withdrawalProcessingText")}
                name="withdrawalProcessingText"
                rules={[{ required: true, max: 100 }]}
              >
                <Input />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title={t("settings.payments")} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col span={6}>
              <Form.Item
                label={t("settings.fields.promptPayId")}
                name="promptPayId"
                rules={[{ pattern: /^(0\d{9}|\d{13})?$/, message: t("settings.promptPayInvalid") }]}
              >
                <Input />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label={t("settings.fields.platformBankCode")} name="platformBankCode">
                <Select
                  allowClear
                  options={[
                    { value: "", label: "—" },
                    ...BANK_CODES.map((code) => ({ value: code, label: code })),
                  ]}
                />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                label={t("settings.fields.platformBankAccountNumber")}
                name="platformBankAccountNumber"
                rules={[{ pattern: /^[0-9 -]{0,30}$/ }]}
              >
                <Input />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                label={t("settings.fields.platformBankAccountName")}
                name="platformBankAccountName"
                rules={[{ max: 100 }]}
              >
                <Input />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title={t("settings.customerService")} style={{ marginBottom: 16 }}>
          <Form.Item
            label={t("settings.fields.customerServiceUrl")}
            name="customerServiceUrl"
            rules={[{ type: "url", message: t("settings.urlInvalid") }]}
          >
            <Input placeholder="https://" />
          </Form.Item>
          <Form.Item label={t("decision.note")} name="reason">
            <Input />
          </Form.Item>
        </Card>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t("common.save")}
        </Button>
      </Form>
    </>
  );
}
