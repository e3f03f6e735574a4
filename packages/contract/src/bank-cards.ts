import { z } from "zod";
import { newWithdrawPasswordSchema, withdrawPasswordSchema } from "./wallet";

/** The ten Thai banks of spec section 3; the code is stored, the name shown. */
export const THAI_BANKS = [
  { code: "BBL", name: "Bangkok Bank" },
  { code: "KBANK", name: "Kasikornbank" },
  { code: "KTB", name: "Krung Thai Bank" },
  { code: "SCB", name: "Siam Commercial Bank" },
  { code: "BAY", name: "Bank of Ayudhya" },
  { code: "TMB", name: "TMB Bank" },
  { code: "TBANK", name: "Thanachart Bank" },
  { code: "CIMBT", name: "CIMB Thai Bank" },
  { code: "TISCO", name: "Tisco Bank" },
  { code: "UOBT", name: "UOB Bank" },
] as const;
export type BankCode = (typeof THAI_BANKS)[number]["code"];
export const BANK_CODES = THAI_BANKS.map((bank) => bank.code) as [BankCode, ...BankCode[]];

export function bankName(code: string): string {
  return THAI_BANKS.find((bank) => bank.code === code)?.name ?? code;
}

export const CARD_NUMBER_MIN_LENGTH = 8;
export const CARD_NUMBER_MAX_LENGTH = 19;
export const CARD_HOLDER_MAX_LENGTH = 50;

/** A card longer than 8 keeps its first 4 and last 4 digits (DECISIONS.md "Masking"). */
export function maskCardNumber(cardNumber: string): string {
  if (cardNumber.length <= 8) return cardNumber;
  return `${cardNumber.slice(0, 4)}${"*".repeat(cardNumber.length - 8)}${cardNumber.slice(-4)}`;
}

/** The form may show spaces or dashes between digit groups; only digits are kept. */
export const cardNumberSchema = z
  .string({ error: "bankCard.requiredFields" })
  .transform((value) => value.replace(/[\s-]/g, ""))
  .pipe(
    z
      .string()
      .min(1, "bankCard.requiredFields")
      .regex(/^\d+$/, "bankCard.cardNumberDigits")
      .min(CARD_NUMBER_MIN_LENGTH, "bankCard.cardNumberLength")
      .max(CARD_NUMBER_MAX_LENGTH, "bankCard.cardNumberLength"),
  );

/** The code of a bank given by its code ("KBANK") or its name ("Kasikornbank"), any letter case. */
export function bankCodeOf(value: string): BankCode | undefined {
  const wanted = value.trim().replace(/\s+/g, " ").toLowerCase();
  return THAI_BANKS.find((bank) => bank.code.toLowerCase() === wanted || bank.name.toLowerCase() === wanted)
    ?.code;
}

/** DECISIONS.md "Wallet": `bank_name` accepts the spec's bank names as well as the codes. */
export const bankNameSchema = z
  .string({ error: "bankCard.requiredFields" })
  .min(1, "bankCard.requiredFields")
  .transform((value, ctx) => {
    const code = bankCodeOf(value);
    if (code) return code;
    ctx.addIssue({ code: "custom", message: "bankCard.bankUnknown" });
    return z.NEVER;
  });

export const addBankCardBodySchema = z.strictObject({
  bank_name: bankNameSchema,
  card_number: cardNumberSchema,
  card_holder_name: z
    .string({ error: "bankCard.requiredFields" })
    .trim()
    .min(1, "bankCard.requiredFields")
    .max(CARD_HOLDER_MAX_LENGTH, "bankCard.holderNameTooLong"),
  /** Sets the withdrawal password with the first card; afterwards it must be the one set. */
  withdraw_password: newWithdrawPasswordSchema,
  /** Sent by the original client; ignored, because the status is worked out by the server. */
  status: z.string().optional(),
});
export type AddBankCardBody = z.input<typeof addBankCardBodySchema>;

/** verified: holder name equals the verified real name; pending: identity review pending. */
export const BANK_CARD_STATUSES = ["verified", "pending", "unverified"] as const;
export type BankCardStatus = (typeof BANK_CARD_STATUSES)[number];

export const bankCardSchema = z.object({
  id: z.number().int(),
  bank_code: z.string(),
  bank_name: z.string(),
  /** Masked. */
  card_number: z.string(),
  card_holder_name: z.string(),
  is_default: z.boolean(),
  status: z.enum(BANK_CARD_STATUSES),
  created_at: z.string(),
});
export type BankCard = z.infer<typeof bankCardSchema>;
export const bankCardListSchema = z.object({ cards: z.array(bankCardSchema) });
export const bankCardResultSchema = z.object({ card: bankCardSchema });

/** DELETE /api/sellers/bank-cards/{id}: removing (or replacing) the card needs the withdrawal password. */
export const deleteBankCardBodySchema = z.strictObject({ withdraw_password: withdrawPasswordSchema });
export type DeleteBankCardBody = z.input<typeof deleteBankCardBodySchema>;
