import { formatBaht } from "@seller/contract/money";
import type { FormRule } from "antd";
import { parseTypedBaht } from "../lib/money";

/**
 * The console's money fields take what an operator copies from a statement or a
 * price list, "1,000.00" with its thousands commas as well as "1000"; the API
 * takes plain baht, so the form sends plainBaht of what was typed.
 */
export function typedBahtRule(message: string): FormRule {
  return {
    validator: (_, value: string | undefined) =>
      !value?.trim() || parseTypedBaht(value) !== undefined
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}

/** A typed amount the rule let through, as the API's baht string ("1000.00"). */
export function plainBaht(typed: string): string {
  return formatBaht(parseTypedBaht(typed) ?? 0n);
}
