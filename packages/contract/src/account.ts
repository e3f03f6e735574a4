import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./constants";
import { newPasswordSchema } from "./passwords";

/**
 * The current password is only compared, never judged: an account made under
 * older rules must still be able to change it.
 */
const currentPasswordSchema = z
  .string({ error: "account.password.oldRequired" })
  .min(1, "account.password.oldRequired")
  .max(PASSWORD_MAX_LENGTH, "validation.passwordTooLong");

/** POST /api/user/change-password (spec section 7: oldPassword, newPassword). */
export const changePasswordBodySchema = z.strictObject({
  oldPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** The dialog adds the confirmation (spec section 5: new and confirm must match). */
export const changePasswordFormSchema = z
  .object({
    oldPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string().min(1, "validation.confirmPasswordRequired"),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ["confirmPassword"],
    message: "validation.passwordsMismatch",
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

export const changePasswordResultSchema = z.object({
  /** How many other sessions of the seller were signed out. */
  signed_out_sessions: z.number().int(),
});
export type ChangePasswordResult = z.infer<typeof changePasswordResultSchema>;

/** The security toggles of /system-settings, kept on the server (DECISIONS.md "Settings"). */
export const securitySettingsSchema = z.object({
  two_factor_enabled: z.boolean(),
  /** Recovery codes not used yet; 0 while two-factor is off. */
  recovery_codes_left: z.number().int(),
  login_notification: z.boolean(),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/**
 * One signed-in device of the seller (DECISIONS "Settings"): the browser and
 * system its sign-in came from, when and from which address it was last used.
 */
export const signedInDeviceSchema = z.object({
  id: z.number().int(),
  /** "Chrome 120 · Android 14"; null when the browser said nothing readable. */
  device: z.string().nullable(),
  address: z.string().nullable(),
  signed_in_at: z.iso.datetime({ offset: true }),
  last_used_at: z.iso.datetime({ offset: true }),
  /** The device asking. */
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;

export const signedInDevicesSchema = z.object({ devices: z.array(signedInDeviceSchema) });
export type SignedInDevices = z.infer<typeof signedInDevicesSchema>;

export const updateSecuritySettingsBodySchema = z.strictObject({
  login_notification: z.boolean({ error: "validation.invalidField" }),
});
export type UpdateSecuritySettingsBody = z.input<typeof updateSecuritySettingsBodySchema>;

/**
 * POST /api/auth/forgot-password. The spec sends `email`; accounts here are
 * names, so either is taken. Nothing is looked up (DECISIONS.md: there is no
 * e-mail or SMS channel), so the answer cannot tell which accounts exist.
 */
export const forgotPasswordBodySchema = z.strictObject({
  account: z.string().trim().max(254, "validation.invalidField").optional(),
  email: z.string().trim().max(254, "validation.invalidField").optional(),
});
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

export const forgotPasswordResultSchema = z.object({
  /** Where a seller gets their password reset: the customer-service chat, or null when none is set. */
  customer_service_url: z.string().nullable(),
  /** The platform's contact (system settings); each null when not set. */
  contact: z.object({
    phone: z.string().nullable(),
    line_id: z.string().nullable(),
    email: z.string().nullable(),
  }),
});
export type ForgotPasswordResult = z.infer<typeof forgotPasswordResultSchema>;
