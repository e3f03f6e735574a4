/** The six fields the profile completion counts (spec section 3). */
export type CompletionInput = {
  fullName?: string | null;
  idNumber?: string | null;
  phone?: string | null;
  address?: string | null;
  frontImage?: string | null;
  backImage?: string | null;
};

export const COMPLETION_FIELDS = [
  "fullName",
  "idNumber",
  "phone",
  "address",
  "frontImage",
  "backImage",
] as const satisfies readonly (keyof CompletionInput)[];

function present(value: string | null | undefined): boolean {
  return typeof value === "string" && value.trim() !== "";
}

/** How many of the six fields are filled in. */
export function completedFieldCount(input: CompletionInput): number {
  return COMPLETION_FIELDS.filter((field) => present(input[field])).length;
}

/** Spec section 3: the filled share of the six fields, as a rounded percentage (0 to 100). */
export function profileCompletion(input: CompletionInput): number {
  return Math.round((completedFieldCount(input) / COMPLETION_FIELDS.length) * 100);
}
