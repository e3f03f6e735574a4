import { formatBaht } from "@seller/contract/money";
import {
  type BuyerOrder,
  COURIERS,
  type CourierCode,
  type OrderStatus,
  trackingUrl,
} from "@seller/contract/orders";
import type { BuyerRefund, RefundState } from "@seller/contract/refunds";
import type { PaymentRow } from "../payments/context";
import { toPayment } from "../payments/service";
import type { StoreRow } from "../store/settings";
import type { orderRefunds } from "./refund-tables";
import type { orderItems, orderReviews, orders } from "./tables";

export type RefundRow = typeof orderRefunds.$inferSelect;

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderReviewRow = typeof orderReviews.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The refund as the buyer reads it: on its way until paid, and where a PromptPay refund goes. */
export function presentBuyerRefund(refund: RefundRow, order: OrderRow): BuyerRefund {
  return {
    state: refund.state as RefundState,
    amount: formatBaht(refund.amount),
    reason: refund.reason,
    cause: refund.cause as BuyerRefund["cause"],
    created_at: refund.createdAt.toISOString(),
    paid_at: iso(refund.paidAt),
    promptpay_id: refund.promptPayId ?? order.buyerPhone,
    promptpay_is_order_phone: refund.promptPayId === null,
    can_change_promptpay: refund.state === "to_pay",
  };
}

export function presentItem(item: OrderItemRow) {
  return {
    product_id: item.productId,
    product_name: item.productName,
    product_name_zh: item.productNameZh,
    product_name_en: item.productNameEn,
    image: item.image,
    color: item.color,
    color_zh: item.colorZh,
    color_en: item.colorEn,
    size: item.size,
    unit_price: formatBaht(item.unitPrice),
    quantity: item.quantity,
    subtotal: formatBaht(item.subtotal),
  };
}

/**
 * The buyer's page (DECISIONS "Store and storefront"): their own order in
 * full, what they may do now, and the store's face; never the seller's
 * account, cost or profit.
 */
export function presentBuyerOrder(input: {
  order: OrderRow;
  items: OrderItemRow[];
  payment: PaymentRow | undefined;
  review: OrderReviewRow | undefined;
  store: StoreRow;
  refund?: RefundRow | undefined;
  now?: Date;
}): BuyerOrder {
  const { order, items, payment, review, store } = input;
  const status = order.status as OrderStatus;
  const courier = order.courier && order.courier in COURIERS ? COURIERS[order.courier as CourierCode] : null;
  return {
    code: order.code,
    order_number: order.orderNumber,
    status,
    created_at: order.createdAt.toISOString(),
    expires_at: order.expiresAt.toISOString(),
    paid_at: iso(order.paidAt),
    shipped_at: iso(order.shippedAt),
    completed_at: iso(order.completedAt),
    cancelled_at: iso(order.cancelledAt),
    cancel_reason: order.cancelReason,
    buyer_name: order.buyerName,
    buyer_phone: order.buyerPhone,
    address: {
      line: order.addressLine,
      sub_district: order.subDistrict,
      district: order.district,
      province: order.province,
      postal_code: order.postalCode,
    },
    note: order.note,
    items: items.map(presentItem),
    total_amount: formatBaht(order.itemsTotal),
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    courier: order.courier,
    courier_name: courier?.name ?? order.courier,
    tracking_number: order.trackingNumber,
    tracking_url:
      order.courier && order.trackingNumber ? trackingUrl(order.courier, order.trackingNumber) : null,
    payment: payment ? toPayment(payment) : null,
    sandbox: payment?.provider === "sandbox",
    review: review
      ? { rating: review.rating, comment: review.comment, created_at: review.createdAt.toISOString() }
      : null,
    refund: input.refund ? presentBuyerRefund(input.refund, order) : null,
    payment_reported_at: iso(order.paymentReportedAt),
    payment_slip_attached: order.paymentSlipFile !== null,
    can_report_payment:
      status === "pending_payment" && order.paymentReportedAt === null && payment?.provider === "manual",
    can_cancel: status === "pending_payment" && order.paymentReportedAt === null,
    can_confirm_receipt: status === "pending_delivery",
    can_review: status === "completed" && !review,
    store: {
      slug: store.slug,
      store_name: store.storeName,
      theme_color: store.themeColor,
      contact_phone: store.contactPhone,
    },
  };
}
