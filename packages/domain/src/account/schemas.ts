import { z } from 'zod';
import { emailField, nameField } from '../validation/index';
import { fileKeyField } from '../files/index';

export const updateUserProfileInputSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  arFirstName: nameField,
  arLastName: nameField,
});

export const changeEmailInputSchema = z.object({ email: emailField });

/** ISO 3166-1 alpha-2, as the web's country dropdown sends it. */
const countryField = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => /^[A-Z]{2}$/.test(v), { message: 'invalid' });

export const updatePhoneInputSchema = z.object({
  // docs/product/accounts.md: raw text at most 250 characters; the number itself is checked by parsePhone.
  phone: z.string().max(250),
  // GraphQL sends null for a country left out.
  country: countryField.nullish().transform((v) => v ?? undefined),
});

export const updateProfilePictureInputSchema = z.object({ key: fileKeyField });

/**
 * Deleting one's own account (decision 0055): the password for an account that has one, else the
 * account's e-mail typed again, so a session left open on a shared computer cannot do it alone.
 */
export const deleteMyAccountInputSchema = z.object({
  password: z.string().max(128).nullish(),
  email: z.string().trim().max(320).nullish(),
});
