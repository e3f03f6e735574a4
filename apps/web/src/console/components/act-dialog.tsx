import { Button, Form, Modal } from "antd";
import { type ReactNode, useState } from "react";
import type { ApiAnswer } from "../api";
import { useText } from "../i18n";
import { useOperatorAct } from "./operator-act";

type Props<Values> = {
  /** The row's button and the dialog's confirm button. */
  label: string;
  title: string;
  /** Refusals are red; the rest are the page's primary act. */
  danger?: boolean;
  testId?: string;
  confirmTestId?: string;
  /** What the operator checks before anything moves: the amount, the payee, the order. */
  intro?: ReactNode;
  /** The form's fields (antd Form.Item); their values reach `send`. */
  children: ReactNode;
  /** The act, sent with the dialog session's Idempotency-Key header. */
  send: (values: Values, headers: Record<string, string>) => Promise<ApiAnswer<unknown>>;
};

/**
 * A row's act that asks for a few fields first (confirm a payment, refuse one,
 * mark a refund paid): a button, then a dialog whose form sends the act once per
 * opening (useOperatorAct) and closes when the server has taken it; a refusal
 * leaves the dialog open with the server's words shown.
 */
export function ActDialog<Values>({
  label,
  title,
  danger = false,
  testId,
  confirmTestId,
  intro,
  children,
  send,
}: Props<Values>) {
  const { t } = useText();
  const [open, setOpen] = useState(false);
  const act = useOperatorAct(open);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Values>();

  async function submit(values: Values) {
    setBusy(true);
    const done = await act((headers) => send(values, headers));
    setBusy(false);
    if (done) close();
  }

  /**
   * The form instance outlives the dialog's body, so its values would come back
   * on the next opening: whatever was typed and then cancelled is dropped here,
   * and every opening starts empty.
   */
  function close() {
    form.resetFields();
    setOpen(false);
  }

  return (
    <>
      <Button
        type={danger ? "default" : "primary"}
        danger={danger}
        size="small"
        onClick={() => setOpen(true)}
        data-testid={testId}
      >
        {label}
      </Button>
      <Modal
        open={open}
        title={title}
        okText={label}
        cancelText={t("common.cancel")}
        okButtonProps={{
          danger,
          loading: busy,
          ...((confirmTestId ? { "data-testid": confirmTestId } : {}) as Record<string, string>),
        }}
        onOk={() => form.submit()}
        onCancel={close}
        destroyOnHidden
      >
        {intro}
        <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
          {children}
        </Form>
      </Modal>
    </>
  );
}
