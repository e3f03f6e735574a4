import { z } from "zod";
import type { Language } from "./languages";
import { newWithdrawPasswordSchema, withdrawPasswordSchema } from "./wallet";

type BankNames = { code: string; th: string; en: string; zhCN?: string; zhTW?: string };

/**
 * DECISIONS.md "Wallet": the current Thai banks (the commercial banks of the
 * Bank of Thailand's list and the state banks where people keep savings),
 * named after the interface language. Chinese names are given where the bank
 * uses one; otherwise the English name is shown to Chinese readers.
 */
export const THAI_BANKS = [
  { code: "BBL", th: "ธนาคารกรุงเทพ", en: "Bangkok Bank", zhCN: "盘谷银行", zhTW: "盤谷銀行" },
  { code: "KBANK", th: "ธนาคารกสิกรไทย", en: "Kasikornbank", zhCN: "开泰银行", zhTW: "開泰銀行" },
  { code: "KTB", th: "ธนาคารกรุงไทย", en: "Krung Thai Bank", zhCN: "泰京银行", zhTW: "泰京銀行" },
  { code: "TTB", th: "ธนาคารทหารไทยธนชาต (ttb)", en: "TMBThanachart Bank (ttb)" },
  { code: "SCB", th: "ธนาคารไทยพาณิชย์", en: "Siam Commercial Bank", zhCN: "汇商银行", zhTW: "匯商銀行" },
  {
    code: "BAY",
    th: "ธนาคารกรุงศรีอยุธยา",
    en: "Bank of Ayudhya (Krungsri)",
    zhCN: "大城银行",
    zhTW: "大城銀行",
  },
  { code: "KKP", th: "ธนาคารเกียรตินาคินภัทร", en: "Kiatnakin Phatra Bank" },
  {
    code: "CIMBT",
    th: "ธนาคารซีไอเอ็มบี ไทย",
    en: "CIMB Thai Bank",
    zhCN: "联昌泰国银行",
    zhTW: "聯昌泰國銀行",
  },
  { code: "TISCO", th: "ธนาคารทิสโก้", en: "TISCO Bank" },
  { code: "UOBT", th: "ธนาคารยูโอบี", en: "UOB Thailand", zhCN: "大华银行（泰国）", zhTW: "大華銀行（泰國）" },
  { code: "LHB", th: "ธนาคารแลนด์ แอนด์ เฮ้าส์", en: "Land and Houses Bank (LH Bank)" },
  {
    code: "ICBCT",
    th: "ธนาคารไอซีบีซี (ไทย)",
    en: "ICBC (Thai)",
    zhCN: "中国工商银行（泰国）",
    zhTW: "中國工商銀行（泰國）",
  },
  { code: "TCRB", th: "ธนาคารไทยเครดิต", en: "Thai Credit Bank" },
  {
    code: "BOCT",
    th: "ธนาคารแห่งประเทศจีน (ไทย)",
    en: "Bank of China (Thai)",
    zhCN: "中国银行（泰国）",
    zhTW: "中國銀行（泰國）",
  },
  {
    code: "SCBT",
    th: "ธนาคารสแตนดาร์ดชาร์เตอร์ด (ไทย)",
    en: "Standard Chartered Bank (Thai)",
    zhCN: "渣打银行（泰国）",
    zhTW: "渣打銀行（泰國）",
  },
  {
    code: "GSB",
    th: "ธนาคารออมสิน",
    en: "Government Savings Bank",
    zhCN: "政府储蓄银行",
    zhTW: "政府儲蓄銀行",
  },
  {
    code: "BAAC",
    th: "ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร (ธ.ก.ส.)",
    en: "Bank for Agriculture and Agricultural Cooperatives (BAAC)",
  },
  {
    code: "GHB",
    th: "ธนาคารอาคารสงเคราะห์",
    en: "Government Housing Bank",
    zhCN: "政府住房银行",
    zhTW: "政府住房銀行",
  },
  { code: "IBANK", th: "ธนาคารอิสลามแห่งประเทศไทย", en: "Islamic Bank of Thailand" },
  { code: "SMEB", th: "ธนาคารพัฒนาวิสาหกิจขนาดกลางและขนาดย่อมแห่งประเทศไทย", en: "SME D Bank" },
] as const satisfies readonly BankNames[];
export type BankCode = (typeof THAI_BANKS)[number]["code"];
export const BANK_CODES = THAI_BANKS.map((bank) => bank.code) as [BankCode, ...BankCode[]];

/**
 * Codes that are no longer banks of their own, read as their successor so that
 * cards saved with them still show and still pay out: TMB and Thanachart merged
 * into ttb (DECISIONS.md "Wallet").
 */
const FORMER_CODES: Record<string, { code: BankCode; names: readonly string[] }> = {
  TMB: { code: "TTB", names: ["tmb bank", "tmb", "ทหารไทย", "ธนาคารทหารไทย"] },
  TBANK: { code: "TTB", names: ["thanachart bank", "thanachart", "ธนชาต", "ธนาคารธนชาต"] },
};

/** Other names a bank is known by, the spec's list among them ("UOB Bank", "Bank of Ayudhya"). */
const ALSO_CALLED: Partial<Record<BankCode, readonly string[]>> = {
  TTB: ["ttb", "tmbthanachart bank", "ทีทีบี"],
  BAY: ["bank of ayudhya", "krungsri", "กรุงศรี"],
  UOBT: ["uob bank", "uob"],
  LHB: ["lh bank", "land and houses bank"],
  BAAC: ["baac", "ธ.ก.ส."],
  TISCO: ["tisco"],
};

/** A stored code as today's bank: TMB and TBANK read as TTB; any other code unchanged. */
export function currentBankCode(code: string): string {
  return FORMER_CODES[code.toUpperCase()]?.code ?? code;
}

/** The bank's name in the interface language (English for a code not on the list is the code itself). */
export function bankName(code: string, language: Language = "en"): string {
  const bank: BankNames | undefined = THAI_BANKS.find(
    (entry) => entry.code === (FORMER_CODES[code.toUpperCase()]?.code ?? code.toUpperCase()),
  );
  if (!bank) return code;
  if (language === "th") return bank.th;
  if (language === "zh-CN") return bank.zhCN ?? bank.en;
  if (language === "zh-TW") return bank.zhTW ?? bank.zhCN ?? bank.en;
  return bank.en;
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

/** The code of a bank given by its code ("KBANK") or its name in any language ("Kasikornbank"), any letter case. */
export function bankCodeOf(value: string): BankCode | undefined {
  const wanted = value.trim().replace(/\s+/g, " ").toLowerCase();
  const former = Object.entries(FORMER_CODES).find(
    ([code, entry]) => code.toLowerCase() === wanted || entry.names.includes(wanted),
  );
  if (former) return former[1].code;
  const names = (bank: BankNames) => [
    bank.code,
    bank.th,
    bank.en,
    bank.zhCN,
    bank.zhTW,
    ...(ALSO_CALLED[bank.code as BankCode] ?? []),
  ];
  return THAI_BANKS.find((bank) => names(bank).some((name) => name?.toLowerCase() === wanted))?.code;
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
export const bankCardListSchema = z.object({
  cards: z.array(bankCardSchema),
  /** False until the first card sets it: the add-card form then says a new withdrawal password is being set. */
  has_withdraw_password: z.boolean(),
});
export type BankCardList = z.infer<typeof bankCardListSchema>;
export const bankCardResultSchema = z.object({ card: bankCardSchema });

/** DELETE /api/sellers/bank-cards/{id}: removing (or replacing) the card needs the withdrawal password. */
export const deleteBankCardBodySchema = z.strictObject({ withdraw_password: withdrawPasswordSchema });
export type DeleteBankCardBody = z.input<typeof deleteBankCardBodySchema>;
