import type { Language } from "@seller/contract/languages";

/** Query keys of the support feature (STYLE.md rule 8: one factory per feature). */
export const supportKeys = {
  all: ["support"] as const,
  helpCenter: (language: Language) => [...supportKeys.all, "help-center", language] as const,
  version: () => [...supportKeys.all, "version"] as const,
  customerService: () => [...supportKeys.all, "customer-service"] as const,
  conversation: () => [...supportKeys.all, "conversation"] as const,
};
