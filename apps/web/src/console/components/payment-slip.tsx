import type { AdminOrder } from "@seller/contract/orders";
import { Button, Modal } from "antd";
import { useState } from "react";
import { useText } from "../i18n";
import { PrivateImage } from "./private-image";

/**
 * The transfer slip a buyer attached to "I have paid" (DECISIONS "Store and storefront"), beside
 * the confirm and refuse controls: fetched with the operator's token only when opened.
 */
export function PaymentSlip({ order }: { order: AdminOrder }) {
  const { t } = useText();
  const [open, setOpen] = useState(false);
  if (!order.payment_slip_url) return <span>{t("payments.noSlip")}</span>;
  const title = t("payments.slipTitle", { order: order.order_number });
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid="payment-slip-open">
        {t("payments.viewSlip")}
      </Button>
      <Modal open={open} title={title} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <div data-testid="payment-slip">
          <PrivateImage url={order.payment_slip_url} alt={title} />
        </div>
      </Modal>
    </>
  );
}
