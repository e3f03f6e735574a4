import { createHash, randomInt } from "node:crypto";
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from "@seller/contract/two-factor";

/** 32 letters and digits without 0/O and 1/I, which are misread when copied from paper. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A code as shown to the seller: "ABCD-EFGH-JKLM". */
function newCode(): string {
  let code = "";
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code.match(/.{4}/g)?.join("-") ?? code;
}

export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newCode());
  return [...codes];
}

/** What is stored: the SHA-256 of the code without its dashes, upper-cased. */
export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(code.replace(/[\s-]/g, "").toUpperCase()).digest("base64url");
}
