import { sellerStatusResultSchema } from "@seller/contract/console";
import { isLanguage, LANGUAGE_NAMES } from "@seller/contract/languages";
import { endedWithoutSale } from "@seller/contract/orders";
import { useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Modal,
  Space,
  Table,
  Tag,
  Typography,
} from "antd";
import { useState } from "react";
import { useParams } from "react-router";
import { api, ConsoleApiError } from "../api";
import { SellerLedger } from "../components/seller-ledger";
import { useSellerDetail } from "../components/unfinished-orders";
import { dateTime, money } from "../format";
import { useText } from "../i18n";

/** Suspend or reactivate, always with a reason; the answer says how many sessions ended. */
function StatusChange({ sellerId, suspended }: { sellerId: number; suspended: boolean }) {
  const { t } = useText();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const action = suspended ? "reactivate" : "suspend";
  async function submit(values: { reason: string }) {
    setBusy(true);
    try {
      const answer = await api(`/admin/sellers/${sellerId}/${action}`, sellerStatusResultSchema, {
        method: "POST",
        body: { reason: values.reason.trim() },
      });
      void message.success(answer.message);
      setOpen(false);
    } catch (failure) {
      void message.error(failure instanceof ConsoleApiError ? failure.message : t("errors.server"));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ["console"] });
    }
  }
  return (
    <>
      <Button danger={!suspended} type={suspended ? "primary" : "default"} onClick={() => setOpen(true)}>
        {t(`sellers.${action}`)}
      </Button>
      <Modal
        open={open}
        title={t(`sellers.${action}Title`)}
        okText={t(`sellers.${action}`)}
        cancelText={t("common.cancel")}
        okButtonProps={{ danger: !suspended, loading: busy }}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>{t(`sellers.${action}Effect`)}</p>
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            label={t("decision.reason")}
            name="reason"
            rules={[{ required: true, whitespace: true, message: t("decision.reasonRequired") }]}
          >
            <Input.TextArea rows={3} autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** One seller, read-only: profile, verification, wallet and ledger, orders, store link. */
export function SellerPage() {
  const { t, language } = useText();
  const sellerId = Number(useParams().id);
  const query = useSellerDetail(sellerId);
  const seller = query.data;
  if (query.error) return <Alert type="error" title={query.error.message} showIcon />;
  if (!seller) return <Card loading />;
  const storeUrl = `${window.location.origin}/s/${seller.store.slug}`;
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {seller.account}{" "}
          <Tag color={seller.status === "active" ? "green" : "red"}>{t(`sellerStatus.${seller.status}`)}</Tag>
          {seller.is_demo && <Tag>{t("common.demo")}</Tag>}
        </Typography.Title>
        <StatusChange sellerId={seller.id} suspended={seller.status === "suspended"} />
      </div>
      <Card title={t("sellers.profile")}>
        <Descriptions column={2} size="small">
          <Descriptions.Item label="ID">{seller.id}</Descriptions.Item>
          <Descriptions.Item label={t("sellers.joined")}>
            {dateTime(seller.created_at, language)}
          </Descriptions.Item>
          <Descriptions.Item label={t("sellers.verification")}>
            {t(`verificationStatus.${seller.verification_status}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t("verifications.realName")}>{seller.real_name ?? "—"}</Descriptions.Item>
          <Descriptions.Item label={t("sellers.phone")}>{seller.phone ?? "—"}</Descriptions.Item>
          <Descriptions.Item label={t("sellers.address")}>{seller.address ?? "—"}</Descriptions.Item>
          <Descriptions.Item label={t("sellers.language")}>
            {isLanguage(seller.language) ? LANGUAGE_NAMES[seller.language] : seller.language}
          </Descriptions.Item>
          <Descriptions.Item label={t("sellers.store")}>
            <a href={storeUrl} target="_blank" rel="noreferrer">
              {seller.store.name || storeUrl}
            </a>{" "}
            <Tag color={seller.store.online ? "green" : "default"}>
              {t(seller.store.online ? "sellers.online" : "sellers.offline")}
            </Tag>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t("sellers.wallet")}>
        <Descriptions column={3} size="small">
          <Descriptions.Item label={t("sellers.available")}>
            {money(seller.wallet.available_balance)}
          </Descriptions.Item>
          <Descriptions.Item label={t("sellers.frozen")}>
            {money(seller.wallet.freeze_amount)}
          </Descriptions.Item>
          <Descriptions.Item label={t("sellers.deposit")}>
            {money(seller.wallet.deposit_amount)}
          </Descriptions.Item>
          <Descriptions.Item label={t("columns.card")}>
            {seller.wallet.bank_account
              ? `${seller.wallet.bank_code ?? ""} ${seller.wallet.bank_account}`
              : "—"}
          </Descriptions.Item>
        </Descriptions>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          {t("sellers.ledger")}
        </Typography.Title>
        <SellerLedger sellerId={seller.id} />
      </Card>
      <Card title={t("sellers.orders")}>
        <Space wrap style={{ marginBottom: 12 }}>
          {Object.entries(seller.order_counts).map(([status, count]) => (
            <Tag key={status}>
              {t(`orderStatus.${status}`)}: {count}
            </Tag>
          ))}
        </Space>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={seller.recent_orders}
          columns={[
            { title: t("columns.order"), dataIndex: "order_number" },
            { title: t("columns.status"), render: (_, row) => t(`orderStatus.${row.status}`) },
            {
              title: t("columns.amount"),
              align: "right",
              render: (_, row) => money(row.total_amount),
            },
            {
              title: t("sellers.profit"),
              align: "right",
              // A cancelled or refunded order earned nothing (DECISIONS "Orders").
              render: (_, row) => (endedWithoutSale(row.status) ? "—" : money(row.profit)),
            },
            { title: t("columns.when"), render: (_, row) => dateTime(row.created_at, language) },
          ]}
        />
      </Card>
    </Space>
  );
}
