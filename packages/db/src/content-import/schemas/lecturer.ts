import { z } from 'zod';
import { imageSpec, optionalText, ref, slug, text, url } from './common';

export const lecturerSchema = z.strictObject({
  /** Stable key of the lecturer; also the user's slug. */
  slug,
  email: z
    .email()
    .max(254)
    .transform((value) => value.toLowerCase()),
  firstName: text(60),
  lastName: text(60),
  arFirstName: text(60),
  arLastName: text(60),
  enBio: optionalText(4000),
  arBio: optionalText(4000),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']).default('APPROVED'),
  jobTitle: ref.optional(),
  fieldOfTraining: ref.optional(),
  avatar: imageSpec.optional(),
  phone: z
    .string()
    .regex(/^\+[0-9]{6,16}$/, 'Must be an international number like +201001234567')
    .optional(),
  favLang: z.enum(['AR', 'EN']).default('AR'),
  cvUrl: url.optional(),
  /** Optional initial password; only set when the user has none yet. */
  password: z.string().min(8).max(200).optional(),
});
