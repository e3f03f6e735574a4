import { App, Button, Form, Input, Modal, Space } from "antd";
import { type ReactNode, useState } from "react";
import type { ApiAnswer } from "../api";
import { useText } from "../i18n";
import { useOperatorAct } from "./operator-act";

type Headers = Record<string, string>;

/** Rejecting sends a reason, at most as long as the route's schema takes (the contract's constant). */
type Rejection =
  | { onReject?: undefined; reasonMaxLength?: undefined }
  | { onReject: (reason: string, headers: Headers) => Promise<ApiAnswer<unknown>>; reasonMaxLength: number };

type Props = Rejection & {
  /** What the operator confirms: the amount and to whom, shown before anything moves. */
  confirmContent: ReactNode;
  /** What the reject dialog asks, when confirmContent is a question about approving; else confirmContent. */
  rejectContent?: ReactNode;
  approveLabel?: string;
  rejectLabel?: string;
  /** The approval, sent with the act's Idempotency-Key header. */
  onApprove: (headers: Headers) => Promise<ApiAnswer<unknown>>;
  disabled?: boolean;
  /** The confirmation's width when its content needs more than antd's 416 px. */
  confirmWidth?: number;
};

/**
 * Approve (after a confirmation that says what moves) and reject (with a
 * reason). The answer is shown either way; "already decided" from a second
 * operator is shown as the server words it, and the lists read again.
 */
export function Decision({
  confirmContent,
  rejectContent,
  approveLabel,
  rejectLabel,
  onApprove,
  onReject,
  reasonMaxLength,
  disabled,
  confirmWidth,
}: Props) {
  const { t } = useText();
  const { modal } = App.useApp();
  const approveAct = useOperatorAct();
  const rejectAct = useOperatorAct();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  const approve = () =>
    modal.confirm({
      title: t("decision.confirmTitle"),
      content: confirmContent,
      width: confirmWidth,
      okText: approveLabel ?? t("decision.approve"),
      cancelText: t("common.cancel"),
      onOk: () => approveAct(onApprove),
    });

  async function reject(values: { reason: string }) {
    if (!onReject) return;
    setBusy(true);
    const done = await rejectAct((headers) => onReject(values.reason.trim(), headers));
    setBusy(false);
    if (done) {
      setRejecting(false);
      form.resetFields();
    }
  }

  return (
    <>
      <Space>
        <Button type="primary" size="small" onClick={approve} disabled={disabled}>
          {approveLabel ?? t("decision.approve")}
        </Button>
        {onReject && (
          <Button danger size="small" onClick={() => setRejecting(true)} disabled={disabled}>
            {rejectLabel ?? t("decision.reject")}
          </Button>
        )}
      </Space>
      <Modal
        open={rejecting}
        title={t("decision.rejectTitle")}
        okText={rejectLabel ?? t("decision.reject")}
        cancelText={t("common.cancel")}
        okButtonProps={{ danger: true, loading: busy }}
        onOk={() => form.submit()}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <div style={{ marginBottom: 12 }}>{rejectContent ?? confirmContent}</div>
        <Form form={form} layout="vertical" onFinish={reject}>
          <Form.Item
            label={t("decision.reason")}
            name="reason"
            rules={[{ required: true, whitespace: true, message: t("decision.reasonRequired") }]}
          >
            <Input.TextArea rows={3} maxLength={reasonMaxLength} showCount autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
