import type { Language } from "@seller/contract/languages";
import { translate } from "@seller/contract/messages";
import { formatBaht } from "@seller/contract/money";
import { isCancelReasonCode, maskAddress, maskPhone } from "@seller/contract/orders";
import { asc, inArray } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { bangkokDateTime, csvDocument } from "../../lib/csv";
import type { OrderItemRow } from "./present";
import { courierName } from "./seller-present";
import { filterWhere, type OrdersFilter, sortOf } from "./seller-reads";
import { orderItems, orders } from "./tables";

/** Rows an export holds at most: far beyond a seller's year, and still one answer. */
export const ORDER_EXPORT_MAX = 50_000;
const LINES_CHUNK = 5000;
const COLUMNS = [
  "orderNumber",
  "status",
  "createdAt",
  "paidAt",
  "shippedAt",
  "completedAt",
  "customer",
  "phone",
  "address",
  "items",
  "quantity",
  "totalAmount",
  "cost",
  "fee",
  "profit",
  "courier",
  "tracking",
  "endedAt",
  "cancelledBy",
  "cancelReason",
];

/** A stored reason code in the reader's language; a reason someone typed, as typed. */
function cancelReasonText(language: Language, reason: string | null): string {
  if (!reason) return "";
  return isCancelReasonCode(reason) ? translate(language, `orders.cancelReason.${reason}`) : reason;
}

/**
 * GET sellers/orders/export: the list's filters, every matching order, as the
 * seller's screens show them (buyer masked, stored figures) in their language.
 */
export async function ordersCsv(db: Queryable, sellerId: number, filter: OrdersFilter, language: Language) {
  const rows = await db
    .select()
    .from(orders)
    .where(filterWhere(sellerId, filter))
    .orderBy(...sortOf(filter.sort))
    .limit(ORDER_EXPORT_MAX);
  const linesOf = new Map<number, OrderItemRow[]>();
  for (let start = 0; start < rows.length; start += LINES_CHUNK) {
    const ids = rows.slice(start, start + LINES_CHUNK).map((row) => row.id);
    const lines = await db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id));
    for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
  }
  return csvDocument(
    COLUMNS.map((column) => translate(language, `orders.export.${column}`)),
    rows.map((row) => {
      const lines = linesOf.get(row.id) ?? [];
      const name = (line: OrderItemRow) =>
        language === "en" && line.productNameEn ? line.productNameEn : line.productName;
      const color = (line: OrderItemRow) => (language === "en" && line.colorEn ? line.colorEn : line.color);
      return [
        row.orderNumber,
        translate(language, `orders.status.${row.status}`),
        bangkokDateTime(row.createdAt),
        bangkokDateTime(row.paidAt),
        bangkokDateTime(row.shippedAt),
        bangkokDateTime(row.completedAt),
        row.buyerName,
        maskPhone(row.buyerPhone),
        maskAddress({ district: row.district, province: row.province, postal_code: row.postalCode }),
        lines
          .map(
            (line) => `${[name(line), color(line), line.size].filter(Boolean).join(" / ")} x${line.quantity}`,
          )
          .join("; "),
        lines.reduce((sum, line) => sum + line.quantity, 0),
        formatBaht(row.itemsTotal),
        formatBaht(row.supplierCost),
        formatBaht(row.earlyReceiptFee),
        formatBaht(row.profit),
        courierName(row.courier),
        row.trackingNumber,
        bangkokDateTime(row.cancelledAt ?? row.refundedAt),
        row.cancelledBy ? translate(language, `orders.cancelledBy.${row.cancelledBy}`) : "",
        cancelReasonText(language, row.cancelReason),
      ];
    }),
  );
}
