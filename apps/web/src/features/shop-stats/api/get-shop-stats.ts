import {
  type SalesReport,
  type ShopOverview,
  salesReportSchema,
  shopOverviewSchema,
  type TodayStats,
  todayStatsSchema,
} from "@seller/contract/shop-stats-answers";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { shopStatsKeys } from "./query-keys";

export async function getShopOverview(signal?: AbortSignal): Promise<ShopOverview> {
  const { data } = await apiRequest<unknown>("/shop/overview", { signal });
  return shopOverviewSchema.parse(data);
}

export async function getTodayStats(signal?: AbortSignal): Promise<TodayStats> {
  const { data } = await apiRequest<unknown>("/sellers/today-stats", { signal });
  return todayStatsSchema.parse(data);
}

export async function getSalesReport(signal?: AbortSignal): Promise<SalesReport> {
  const { data } = await apiRequest<unknown>("/shop/sales-report", { signal });
  return salesReportSchema.parse(data);
}

/** The shop's four figures (spec "Shop"): today's and all orders, today's and all profit. */
export function useShopOverview() {
  return useQuery({
    queryKey: shopStatsKeys.overview(),
    queryFn: ({ signal }) => getShopOverview(signal),
    meta: { handleErrors: false },
  });
}

/** Today's orders, income and visitors; spec section 8: a failure shows zeros, without a toast. */
export function useTodayStats() {
  return useQuery({
    queryKey: shopStatsKeys.today(),
    queryFn: ({ signal }) => getTodayStats(signal),
    meta: { handleErrors: false },
  });
}

export function useSalesReport() {
  return useQuery({
    queryKey: shopStatsKeys.salesReport(),
    queryFn: ({ signal }) => getSalesReport(signal),
    meta: { handleErrors: false },
  });
}
