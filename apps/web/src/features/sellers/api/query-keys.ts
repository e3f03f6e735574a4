/** Query keys of the sellers feature (STYLE.md rule 8: one factory per feature). */
export const sellerKeys = {
  all: ["sellers"] as const,
  profile: () => [...sellerKeys.all, "profile"] as const,
};
