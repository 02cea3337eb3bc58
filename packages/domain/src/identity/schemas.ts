import { normalizeDigits } from '@manara/i18n';
import { z } from 'zod';
import { codeField, currentPasswordField, emailField, nameField, passwordField } from '../validation/index';

/** One zod schema per identity operation input (decision 0001); the web's forms share them. */
export const languageField = z.enum(['AR', 'EN']);
export const platformField = z.enum(['ANDROID', 'DESKTOP', 'IOS']);
export const verificationPurposeField = z.enum([
  'EMAIL_UPDATE',
  'EMAIL_VERIFICATION',
  'LECTURER_EMAIL_VERIFICATION',
  'PASSWORD_RESET',
  'SOCIAL_EMAIL_VERIFICATION',
]);
export type VerificationPurposeValue = z.infer<typeof verificationPurposeField>;

/** Blank text in an optional field means "not given". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());

/**
 * Phone as typed: Arabic-Indic digits normalised, spaces, dots, hyphens and parentheses
 * dropped; an optional leading + and 6 to 17 digits remain. Country rules live in the web's
 * phone input (libphonenumber-js); the server keeps the cleaned text.
 */
export const phoneField = z
  .string()
  .max(25)
  .transform((v) => normalizeDigits(v).replace(/[\s().-]/g, ''))
  .refine((v) => /^\+?\d{6,17}$/.test(v), { message: 'phone' });

export const loginDetailsSchema = z.object({
  // The user agent; long ones are cut rather than refused so login never fails on them.
  deviceName: optional(
    z
      .string()
      .max(2000)
      .transform((v) => v.trim().slice(0, 300)),
  ),
  device: optional(platformField),
  fcmToken: optional(z.string().trim().max(4096)),
});

export const loginInputSchema = z.object({
  email: emailField,
  password: currentPasswordField,
  loginDetails: loginDetailsSchema.optional(),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const registerInputSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  arFirstName: optional(nameField),
  arLastName: optional(nameField),
  email: emailField,
  password: passwordField,
  phone: optional(phoneField),
  favLang: optional(languageField),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const sendCodeInputSchema = z.object({ email: emailField, purpose: verificationPurposeField });

export const verifyCodeInputSchema = z.object({
  email: emailField,
  code: codeField,
  purpose: verificationPurposeField,
});

export const resetPasswordInputSchema = z.object({ email: emailField });

export const verifyPasswordResetInputSchema = z.object({
  email: emailField,
  code: codeField,
  newPassword: passwordField,
});

export const changePasswordInputSchema = z.object({
  currentPassword: currentPasswordField,
  newPassword: passwordField,
});
