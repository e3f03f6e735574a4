/** Query keys of the shop's figures; order notifications make `all` stale too. */
export const shopStatsKeys = {
  all: ["shop-stats"] as const,
  overview: () => [...shopStatsKeys.all, "overview"] as const,
  today: () => [...shopStatsKeys.all, "today"] as const,
  salesReport: () => [...shopStatsKeys.all, "sales-report"] as const,
};
