import { z } from 'zod';
import { optional, uuidField } from '../catalog/index';
import { optionalPlainTextField } from '../validation/index';

/** The networks a lecturer's public page links to (decision 0064), in the order it shows them. */
export const socialNetworks = ['website', 'linkedin', 'x', 'facebook', 'youtube'] as const;

/** An https address (an empty one: none); at most 300 characters. */
export const httpsUrlField = optional(
  z
    .string()
    .trim()
    .max(300, { message: 'invalid' })
    .refine(
      (v) => {
        if (v === '') return true;
        try {
          const url = new URL(v);
          return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
        } catch {
          return false;
        }
      },
      { message: 'httpsUrl' },
    ),
).transform((v) => v || undefined);

const socialLinksField = optional(
  z.object(
    Object.fromEntries(socialNetworks.map((network) => [network, httpsUrlField])) as {
      [K in (typeof socialNetworks)[number]]: typeof httpsUrlField;
    },
  ),
).transform(
  (links) => Object.fromEntries(Object.entries(links ?? {}).filter(([, url]) => url)) as Record<string, string>,
);

/** A bio in one language, as on the application (decision 0018 sets the bounds); may be empty. */
const bioField = optionalPlainTextField(2000, { multiline: true });

/** Whose profile: absent for one's own; an administrator names the lecturer. */
export const studioLecturerProfileSchema = z.object({ lecturerId: optional(uuidField) });

export const updateLecturerProfileSchema = z.object({
  lecturerId: optional(uuidField),
  version: z.number({ message: 'invalid' }).int().min(1),
  arBio: bioField,
  enBio: bioField,
  jobTitleId: optional(uuidField).transform((v) => v ?? null),
  /** A published PROFILE_PICTURE upload's key; null: none. */
  profilePicture: optional(z.string().trim().min(1).max(300)).transform((v) => v ?? null),
  socialLinks: socialLinksField,
});
