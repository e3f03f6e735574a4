import {
  type OrderBatchResult,
  orderBatchResultSchema,
  type SellerCancelBody,
  type ShipmentBody,
} from "@seller/contract/seller-orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiResult, apiRequest } from "../../../lib/api-client";
import { type Idempotent, idempotencyHeaders } from "../../../lib/idempotency";
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
 * Every order action moves an order (and, but for cancel, money): each submit
 * carries its own Idempotency-Key, and every order query is stale afterwards.
 */
function useOrderAction<T, R>(
  request: (variables: Idempotent<T>) => Promise<ApiResult<R>>,
  errorFallbackKey: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: { errorFallbackKey },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** POST sellers/orders/{id}/ship: courier and tracking number; the cost leaves the available balance. */
export function useShipOrder() {
  return useOrderAction<{ id: number; shipment: ShipmentBody }, unknown>(
    ({ body, idempotencyKey }) => post(`/sellers/orders/${body.id}/ship`, body.shipment, idempotencyKey),
    "orderScreens.ship.failed",
  );
}

/** POST sellers/orders/bulk-ship: the chosen orders, all or nothing (DECISIONS "Orders"). */
export function useBulkShip() {
  return useOrderAction<{ order_ids: number[] }, OrderBatchResult>(
    ({ body, idempotencyKey }) => postBatch("/sellers/orders/bulk-ship", body, idempotencyKey),
    "orderScreens.batchShip.failed",
  );
}

/** POST sellers/orders/bulk-early-profit: the profit now, less the published fee. */
export function useEarlyReceipt() {
  return useOrderAction<{ order_ids: number[] }, OrderBatchResult>(
    ({ body, idempotencyKey }) => postBatch("/sellers/orders/bulk-early-profit", body, idempotencyKey),
    "orderScreens.earlyReceipt.failed",
  );
}

/** POST sellers/orders/{id}/cancel with the seller's reason; an unpaid order, no money moves. */
export function useCancelOrder() {
  return useOrderAction<{ id: number; reason: SellerCancelBody["reason"] }, unknown>(
    ({ body, idempotencyKey }) =>
      post(`/sellers/orders/${body.id}/cancel`, { reason: body.reason }, idempotencyKey),
    "orderScreens.cancel.failed",
  );
}
