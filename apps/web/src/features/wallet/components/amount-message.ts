import { translateKey } from "../../../lib/i18n";
import { formatAmount } from "../../../lib/money";
import type { AmountProblem } from "../rules/amount";

/** A rule's message in the interface language, its amounts formatted like the rest of the screen. */
export function amountMessage(problem: AmountProblem | undefined): string | undefined {
  if (!problem) return undefined;
  const params: Record<string, string> = {};
  for (const [name, satang] of Object.entries(problem.amounts ?? {})) params[name] = formatAmount(satang);
  return translateKey(problem.key, params);
}
