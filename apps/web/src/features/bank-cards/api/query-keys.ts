/** Query keys of the bank-cards feature (STYLE.md rule 8: one factory per feature). */
export const bankCardKeys = {
  all: ["bank-cards"] as const,
  list: () => [...bankCardKeys.all, "list"] as const,
};
