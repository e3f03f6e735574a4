/** Query keys of the notifications feature (STYLE.md rule 8: one factory per feature). */
export const notificationKeys = {
  all: ["notifications"] as const,
  list: () => [...notificationKeys.all, "list"] as const,
  settings: () => [...notificationKeys.all, "settings"] as const,
};
