import { adminSellerDetailSchema } from "@seller/contract/console";
import { useQuery } from "@tanstack/react-query";
import { Tag } from "antd";
import { api } from "../api";
import { useText } from "../i18n";

/**
 * Paid orders not yet completed or refunded: a deposit refund waits until there are none.
 * Unpaid ones do not count; the approval cancels them (DECISIONS.md "Store and storefront").
 */
const UNFINISHED = ["pending_shipment", "pending_delivery"];

export function useSellerDetail(sellerId: number) {
  return useQuery({
    queryKey: ["console", "seller", sellerId],
    queryFn: async () => (await api(`/admin/sellers/${sellerId}`, adminSellerDetailSchema)).data,
  });
}

export function UnfinishedOrders({ sellerId }: { sellerId: number }) {
  const { t } = useText();
  const { data } = useSellerDetail(sellerId);
  if (!data) return null;
  const counts = UNFINISHED.map((status) => [status, data.order_counts[status] ?? 0] as const);
  const total = counts.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return <Tag color="green">{t("refunds.noUnfinished")}</Tag>;
  return (
    <>
      {counts
        .filter(([, count]) => count > 0)
        .map(([status, count]) => (
          <Tag key={status} color="orange">
            {t(`orderStatus.${status}`)}: {count}
          </Tag>
        ))}
    </>
  );
}
