/** Query keys of the verification feature (STYLE.md rule 8: one factory per feature). */
export const verificationKeys = {
  all: ["verification"] as const,
  current: () => [...verificationKeys.all, "current"] as const,
  /** Mutation key of the image uploads: the form waits for them before it submits. */
  upload: () => [...verificationKeys.all, "upload"] as const,
};
