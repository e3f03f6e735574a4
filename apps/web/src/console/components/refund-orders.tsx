import { depositRefundOrdersSchema } from "@seller/contract/deposit";
import { useQuery } from "@tanstack/react-query";
import { Alert, List, Spin, Tag } from "antd";
import { api } from "../api";
import { dateTime, money } from "../format";
import { useText } from "../i18n";

/**
 * What approving a deposit refund would meet (DECISIONS.md "Wallet"): the paid
 * orders not yet finished, each of which refuses it, or that there are none;
 * and the unpaid orders the approval cancels.
 */
export function RefundOrders({ refundId }: { refundId: number }) {
  const { t, language } = useText();
  const { data, isError } = useQuery({
    queryKey: ["console", "deposit-refund-orders", refundId],
    queryFn: async () =>
      (await api(`/admin/deposit-refunds/${refundId}/orders`, depositRefundOrdersSchema)).data,
  });
  if (isError) return <Alert type="error" showIcon message={t("errors.server")} />;
  if (!data) return <Spin size="small" />;
  return (
    <div data-testid="refund-orders">
      {data.blocking.length === 0 ? (
        <Tag color="green" data-testid="refund-no-blocking">
          {t("refunds.noBlocking")}
        </Tag>
      ) : (
        <>
          <Alert type="warning" showIcon message={t("refunds.blocking", { count: data.blocking.length })} />
          <List
            size="small"
            dataSource={data.blocking}
            renderItem={(order) => (
              <List.Item data-testid="refund-blocking-order" style={{ display: "block" }}>
                <div style={{ whiteSpace: "nowrap" }}>
                  <strong>{order.order_number}</strong> <Tag>{t(`orderStatus.${order.status}`)}</Tag>
                </div>
                <div>
                  {money(order.total_amount)}
                  {order.paid_at ? ` · ${dateTime(order.paid_at, language)}` : ""}
                </div>
              </List.Item>
            )}
          />
        </>
      )}
      {data.unpaid_count > 0 && (
        <p style={{ margin: "8px 0 0" }} data-testid="refund-unpaid">
          {t("refunds.unpaidCancelled", { count: data.unpaid_count })}
        </p>
      )}
    </div>
  );
}
