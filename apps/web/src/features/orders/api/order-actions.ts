import {
  type OrderBatchResult,
  orderBatchResultSchema,
  type SellerCancelBody,
} from "@seller/contract/seller-orders";
import { useQueryClient } from "@tanstack/react-query";
import { type ApiResult, apiRequest } from "../../../lib/api-client";
import { idempotencyHeaders } from "../../../lib/idempotency";
import { useIdempotentMutation } from "../../../lib/idempotent-mutation";
import { orderKeys } from "./query-keys";

async function post(path: string, body: unknown, key: string): Promise<ApiResult<unknown>> {
  return apiRequest<unknown>(path, { method: "POST", body, headers: idempotencyHeaders(key) });
}

/** A batch's answer (spec section 3): what moved and the available balance after. */
async function postBatch(path: string, body: unknown, key: string): Promise<ApiResult<OrderBatchResult>> {
  const { data, message } = await post(path, body, key);
  return { data: orderBatchResultSchema.parse(data), message };
}

/**
 * Every order action moves an order (and, but for cancel, money): a sheet opened for `session` is
 * one form session with one Idempotency-Key, and every order query is stale afterwards.
 */
function useOrderAction<T, R>(
  session: unknown,
  request: (body: T, idempotencyKey: string) => Promise<ApiResult<R>>,
  errorFallbackKey: string,
) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    session,
    request,
    meta: { errorFallbackKey },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** POST sellers/orders/{id}/ship: no courier, no tracking; the cost leaves the available balance. */
export function useShipOrder(session: unknown) {
  return useOrderAction<{ id: number }, unknown>(
    session,
    (body, idempotencyKey) => post(`/sellers/orders/${body.id}/ship`, {}, idempotencyKey),
    "orderScreens.ship.failed",
  );
}

/** POST sellers/orders/bulk-ship: the chosen orders, all or nothing (DECISIONS "Orders"). */
export function useBulkShip(session: unknown) {
  return useOrderAction<{ order_ids: number[] }, OrderBatchResult>(
    session,
    (body, idempotencyKey) => postBatch("/sellers/orders/bulk-ship", body, idempotencyKey),
    "orderScreens.batchShip.failed",
  );
}

/** POST sellers/orders/bulk-early-profit: the profit now, less the published fee. */
export function useEarlyReceipt(session: unknown) {
  return useOrderAction<{ order_ids: number[] }, OrderBatchResult>(
    session,
    (body, idempotencyKey) => postBatch("/sellers/orders/bulk-early-profit", body, idempotencyKey),
    "orderScreens.earlyReceipt.failed",
  );
}

/** POST sellers/orders/{id}/cancel with the seller's reason; an unpaid order, no money moves. */
export function useCancelOrder(session: unknown) {
  return useOrderAction<{ id: number; reason: SellerCancelBody["reason"] }, unknown>(
    session,
    (body, idempotencyKey) =>
      post(`/sellers/orders/${body.id}/cancel`, { reason: body.reason }, idempotencyKey),
    "orderScreens.cancel.failed",
  );
}

/**
 * POST sellers/orders/{id}/refund with the reason the buyer reads: a paid, unshipped order's payment
 * goes back to the buyer (DECISIONS "Orders"); nothing leaves the seller's balance.
 */
export function useRefundOrder(session: unknown) {
  return useOrderAction<{ id: number; reason: string }, unknown>(
    session,
    (body, idempotencyKey) =>
      post(`/sellers/orders/${body.id}/refund`, { reason: body.reason }, idempotencyKey),
    "orders.notRefundable",
  );
}
