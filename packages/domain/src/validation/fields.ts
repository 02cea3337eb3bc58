import { normalizeDigits } from '@manara/i18n';
import { z } from 'zod';
import { plainTextField } from './plain-text';

/** Shared field rules; every input schema builds on these so limits stay consistent. */
export const emailField = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .pipe(z.email())
  .transform((v) => v.toLowerCase());

export const passwordField = z
  .string()
  .min(1)
  .max(128)
  .refine((v) => v.length >= 8 && /\p{L}/u.test(v) && /\p{N}/u.test(v), { message: 'passwordWeak' });

/** Existing passwords are checked as typed; only length is bounded. */
export const currentPasswordField = z.string().min(1).max(128);

/** A person's name: single-line plain text (decision 0037). */
export const nameField = plainTextField(60);

/** Six-digit codes; Arabic-Indic digits typed by the user are accepted. */
export const codeField = z
  .string()
  .transform((v) => normalizeDigits(v).replace(/\s+/g, ''))
  .refine((v) => /^\d{6}$/.test(v), { message: 'code' });
