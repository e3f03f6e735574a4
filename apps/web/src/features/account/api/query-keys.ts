/** Query keys of the account feature (STYLE.md rule 8: one factory per feature). */
export const accountKeys = {
  all: ["account"] as const,
  security: () => [...accountKeys.all, "security"] as const,
  devices: () => [...accountKeys.all, "devices"] as const,
};
