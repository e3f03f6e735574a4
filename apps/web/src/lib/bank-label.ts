import { bankCodeOf, bankName } from "@seller/contract/bank-cards";
import { normalizeLanguage } from "./language";

/**
 * The bank named in the interface language (DECISIONS.md "Wallet"), given its
 * code or its English name as the API sends it; old codes read as ttb.
 */
export function bankLabel(codeOrName: string, language: string): string {
  return bankName(bankCodeOf(codeOrName) ?? codeOrName, normalizeLanguage(language));
}
