import type { FieldError } from "react-hook-form";
import { translateKey } from "../../../lib/i18n";

/**
 * The contract's schemas carry locale keys as messages ("validation.passwordTooShort");
 * errors the server sent (type "server") are already translated text.
 */
export function fieldMessage(error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return error.type === "server" ? error.message : translateKey(error.message);
}
