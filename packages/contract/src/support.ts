import { z } from "zod";
import { LANGUAGES, type Language } from "./languages";
import { pageQuerySchema } from "./paging";

/** The version label of DECISIONS.md "Settings and platform information". */
export const APP_VERSION = "1.0.0";

export const versionSchema = z.object({
  /** "v1.0.0" */
  version: z.string(),
  /** The build the server runs: commit and build date, or "development". */
  build: z.string(),
});
export type VersionInfo = z.infer<typeof versionSchema>;

export { type CustomerService, customerServiceSchema } from "./support-answers";

// ---- Help centre ----

export const HELP_TITLE_MAX_LENGTH = 120;
export const HELP_BODY_MAX_LENGTH = 4000;
/** Entries are listed by position; a few thousand leaves room to slot one between any two. */
export const HELP_POSITION_MAX = 10_000;

const localized = (max: number, required: string, tooLong: string) =>
  z.strictObject(
    Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        z.string({ error: required }).trim().min(1, required).max(max, tooLong),
      ]),
    ) as Record<Language, z.ZodString>,
  );

/** An operator writes every entry in all four languages (DECISIONS.md "Settings and platform information"). */
export const helpEntryBodySchema = z.strictObject({
  title: localized(HELP_TITLE_MAX_LENGTH, "support.help.titleRequired", "support.help.titleTooLong"),
  body: localized(HELP_BODY_MAX_LENGTH, "support.help.bodyRequired", "support.help.bodyTooLong"),
  /** Entries are listed by position, then by id. */
  position: z.number({ error: "validation.invalidField" }).int().min(0).max(HELP_POSITION_MAX).optional(),
});
export type HelpEntryBody = z.input<typeof helpEntryBodySchema>;

/** An entry as a seller reads it, in their language. */
export const helpEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  updated_at: z.string(),
});
export type HelpEntry = z.infer<typeof helpEntrySchema>;
export const helpCenterSchema = z.object({ entries: z.array(helpEntrySchema) });
export type HelpCenter = z.infer<typeof helpCenterSchema>;

const languageTexts = z.object(
  Object.fromEntries(LANGUAGES.map((language) => [language, z.string()])) as Record<Language, z.ZodString>,
);

/** An entry as the operator edits it: every language. */
export const adminHelpEntrySchema = z.object({
  id: z.number().int(),
  title: languageTexts,
  body: languageTexts,
  position: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by_operator_id: z.number().int().nullable(),
});
export type AdminHelpEntry = z.infer<typeof adminHelpEntrySchema>;
export const adminHelpEntriesSchema = z.object({ entries: z.array(adminHelpEntrySchema) });

// ---- Contact support ----

export const SUPPORT_MESSAGE_MAX_LENGTH = 2000;

export const contactSupportBodySchema = z.strictObject({
  message: z
    .string({ error: "support.contact.messageRequired" })
    .trim()
    .min(1, "support.contact.messageRequired")
    .max(SUPPORT_MESSAGE_MAX_LENGTH, "support.contact.messageTooLong")
    // Line breaks and tabs are a message's own; other control characters are not text.
    .refine((text) => !/\p{Cc}/u.test(text.replace(/[\n\r\t]/g, "")), {
      message: "support.contact.messageInvalid",
    }),
});
export type ContactSupportBody = z.input<typeof contactSupportBodySchema>;

/**
 * POST /api/auth/forgot-password/message: a signed-out seller writes to the
 * operators from the forgot-password dialog (DECISIONS "Account and session"):
 * the account name they remember, a phone to be called back on, and the text.
 */
export const FORGOT_MESSAGE_ACCOUNT_MAX_LENGTH = 100;
export const forgotPasswordMessageBodySchema = z.strictObject({
  account: z
    .string({ error: "support.forgot.accountRequired" })
    .trim()
    .min(1, "support.forgot.accountRequired")
    .max(FORGOT_MESSAGE_ACCOUNT_MAX_LENGTH, "support.forgot.accountTooLong")
    .refine((text) => !/\p{Cc}/u.test(text), { message: "support.forgot.accountRequired" }),
  phone: z
    .string({ error: "support.forgot.phoneInvalid" })
    .trim()
    .regex(/^\+?[0-9][0-9 -]{7,17}[0-9]$/, "support.forgot.phoneInvalid"),
  message: contactSupportBodySchema.shape.message,
});
export type ForgotPasswordMessageBody = z.input<typeof forgotPasswordMessageBodySchema>;

export const supportMessageReceiptSchema = z.object({ id: z.number().int(), created_at: z.string() });
export type SupportMessageReceipt = z.infer<typeof supportMessageReceiptSchema>;

/** Open until an operator answers (DECISIONS.md "Operator console"). */
export const SUPPORT_MESSAGE_STATUSES = ["open", "answered"] as const;
export type SupportMessageStatus = (typeof SUPPORT_MESSAGE_STATUSES)[number];

/** The console's inbox: open messages first by default; "all" lists both. */
export const supportMessagesQuerySchema = pageQuerySchema.extend({
  status: z.enum([...SUPPORT_MESSAGE_STATUSES, "all"]).default("open"),
});
export type SupportMessagesQuery = z.output<typeof supportMessagesQuerySchema>;

/** What the operator console lists: who wrote, when, what, and the answer once given. */
export const supportMessageSchema = z.object({
  id: z.number().int(),
  /** Null for a message sent signed out from the forgot-password dialog. */
  seller_id: z.number().int().nullable(),
  /** The seller's account, or the account name a signed-out writer gave. */
  seller_account: z.string(),
  /** The phone a signed-out writer gave to be called back on; null otherwise. */
  contact_phone: z.string().nullable(),
  message: z.string(),
  /** The language the seller wrote from, so an answer can be written in it. */
  language: z.enum(LANGUAGES),
  created_at: z.string(),
  status: z.enum(SUPPORT_MESSAGE_STATUSES),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;
export const supportMessagesSchema = z.object({
  items: z.array(supportMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Messages waiting for an answer, whatever the filter. */
  open_count: z.number().int(),
});
export type SupportMessages = z.infer<typeof supportMessagesSchema>;

export const SUPPORT_ANSWER_MAX_LENGTH = 2000;

/** POST /api/admin/support-messages/:id/answer: the answer's text, several lines allowed. */
export const supportAnswerBodySchema = z.strictObject({
  message: z
    .string({ error: "support.answer.required" })
    .trim()
    .min(1, "support.answer.required")
    .max(SUPPORT_ANSWER_MAX_LENGTH, "support.answer.tooLong")
    .refine((text) => !/\p{Cc}/u.test(text.replace(/[\n\r\t]/g, "")), {
      message: "support.answer.invalid",
    }),
});
export type SupportAnswerBody = z.input<typeof supportAnswerBodySchema>;

/** GET /api/system/support-messages: the seller's own messages and the answers, newest first. */
export const conversationMessageSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  created_at: z.string(),
  status: z.enum(SUPPORT_MESSAGE_STATUSES),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;
export const supportConversationSchema = z.object({
  items: z.array(conversationMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;
export const supportConversationQuerySchema = pageQuerySchema;
