import { BANK_CODES } from "@seller/contract/bank-cards";
import { type AdminSettings, adminSettingsSchema } from "@seller/contract/console";
import {
  EARLY_RECEIPT_FEE_PERCENT_BOUNDS,
  type IntegerSettingKey,
  SETTING_INTEGER_BOUNDS,
  settingValueSchemas,
  withdrawalFeeInputSchema,
} from "@seller/contract/operator-settings";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Row, Select, Typography } from "antd";
import { useState } from "react";
import type { z } from "zod";
import { api, ConsoleApiError } from "../api";
import { type Text, useText } from "../i18n";

type Values = AdminSettings & { reason?: string };

const NUMBERS: { key: keyof AdminSettings; min: number; max: number; step?: number }[] = [
  ...(Object.entries(SETTING_INTEGER_BOUNDS) as [IntegerSettingKey, { min: number; max: number }][]).map(
    ([key, bounds]) => ({ key, ...bounds }),
  ),
  { key: "earlyReceiptFeePercent", ...EARLY_RECEIPT_FEE_PERCENT_BOUNDS },
];

/**
 * A form rule that checks a field with the contract's schema, the one the server
 * applies (operator-settings.ts), so the form refuses exactly what the server would.
 */
function contractRule(schema: z.ZodType, t: Text) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      if (value === null || value === undefined) throw new Error(t("settings.validation.textRequired"));
      const parsed = schema.safeParse(value);
      if (parsed.success) return;
      const issue = parsed.error.issues[0];
      const key = issue?.message.startsWith("operatorSettings.")
        ? `settings.validation.${issue.message.slice("operatorSettings.".length)}`
        : "settings.validation.invalid";
      const params = (issue as { params?: Record<string, string | number> } | undefined)?.params;
      throw new Error(t(key, params));
    },
  };
}

/** The published limits and durations, payment configuration and customer-service link; each save is audit-logged. */
export function SettingsPage() {
  const { t } = useText();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const query = useQuery({
    queryKey: ["console", "settings"],
    queryFn: async () => (await api("/admin/settings", adminSettingsSchema)).data,
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
          const answer = await api("/admin/settings", adminSettingsSchema, {
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
                  rules={[contractRule(settingValueSchemas[key as keyof typeof settingValueSchemas], t)]}
                >
                  <InputNumber min={min} max={max} step={step ?? 1} style={{ width: "100%" }} />
                </Form.Item>
              </Col>
            ))}
            <Col span={6}>
              <Form.Item
                label={t("settings.fields.withdrawalFee")}
                name="withdrawalFee"
                rules={[contractRule(withdrawalFeeInputSchema, t)]}
              >
                <Input prefix="฿" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                label={t("settings.fields.withdrawalProcessingText")}
                name="withdrawalProcessingText"
                rules={[contractRule(settingValueSchemas.withdrawalProcessingText, t)]}
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
                rules={[contractRule(settingValueSchemas.promptPayId, t)]}
              >
                <Input />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label={t("settings.fields.platformBankCode")} name="platformBankCode">
                <Select
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
                rules={[contractRule(settingValueSchemas.platformBankAccountNumber, t)]}
              >
                <Input />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                label={t("settings.fields.platformBankAccountName")}
                name="platformBankAccountName"
                rules={[contractRule(settingValueSchemas.platformBankAccountName, t)]}
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
            rules={[contractRule(settingValueSchemas.customerServiceUrl, t)]}
          >
            <Input placeholder="https://" />
          </Form.Item>
          {/* Shown in the sign-in screen's forgot-password dialog (DECISIONS "Account and session"). */}
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                label={t("settings.fields.contactPhone")}
                name="contactPhone"
                rules={[contractRule(settingValueSchemas.contactPhone, t)]}
              >
                <Input inputMode="tel" data-testid="setting-contact-phone" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                label={t("settings.fields.contactLineId")}
                name="contactLineId"
                rules={[contractRule(settingValueSchemas.contactLineId, t)]}
              >
                <Input placeholder="@" data-testid="setting-contact-line" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                label={t("settings.fields.contactEmail")}
                name="contactEmail"
                rules={[contractRule(settingValueSchemas.contactEmail, t)]}
              >
                <Input type="email" data-testid="setting-contact-email" />
              </Form.Item>
            </Col>
          </Row>
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
