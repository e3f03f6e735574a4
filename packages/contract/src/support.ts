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

export const customerServiceSchema = z.object({
  /** The external chat link (system setting customerServiceUrl); null hides every link to it. */
  url: z.string().nullable(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

// ---- Help centre ----

export const HELP_TITLE_MAX_LENGTH = 120;
export const HELP_BODY_MAX_LENGTH = 4000;

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
  position: z.number({ error: "validation.invalidField" }).int().min(0).max(10_000).optional(),
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

export const supportMessageReceiptSchema = z.object({ id: z.number().int(), created_at: z.string() });
export type SupportMessageReceipt = z.infer<typeof supportMessageReceiptSchema>;

export const supportMessagesQuerySchema = pageQuerySchema;

/** What the operator console lists: who wrote, when, and what. */
export const supportMessageSchema = z.object({
  id: z.number().int(),
  seller_id: z.number().int(),
  seller_account: z.string(),
  message: z.string(),
  /** The language the seller wrote from, so an answer can be written in it. */
  language: z.enum(LANGUAGES),
  created_at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;
export const supportMessagesSchema = z.object({
  items: z.array(supportMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type SupportMessages = z.infer<typeof supportMessagesSchema>;
