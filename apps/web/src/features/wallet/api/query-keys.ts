import type { TransactionsQuery } from "@seller/contract/transactions";

/** Query keys of the wallet feature (STYLE.md rule 8: one factory per feature). */
export const walletKeys = {
  all: ["wallet"] as const,
  depositInfo: () => [...walletKeys.all, "deposit-info"] as const,
  withdrawLimits: () => [...walletKeys.all, "withdraw-limits"] as const,
  rechargeMethods: () => [...walletKeys.all, "recharge-methods"] as const,
  recharge: (id: number) => [...walletKeys.all, "recharge", id] as const,
  transactions: (filters: Pick<TransactionsQuery, "type" | "status">) =>
    [...walletKeys.all, "transactions", filters] as const,
};
