import { z } from 'zod';
import { optional, paginateSchema, uuidField } from '../catalog/index';
import { fileKeyField } from '../files/index';
import { codeField, emailField, nameField, plainTextField } from '../validation/index';

/** A bio in one language: the lecturer's public introduction (decision 0018 sets the bounds). */
const bioField = plainTextField(2000, { multiline: true });

/** ISO 3166-1 alpha-2 of the phone's country, as the web's country dropdown sends it. */
const phoneCountryField = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => /^[A-Z]{2}$/.test(v), { message: 'invalid' })
  .nullish()
  .transform((v) => v ?? undefined);

/** `registerAsLecturer` input; the form on /join-as-lecturer sends these names. */
export const registerAsLecturerInputSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  arFirstName: nameField,
  arLastName: nameField,
  email: emailField,
  /** The LECTURER_EMAIL_VERIFICATION code mailed by sendEmailVerificationCode. */
  code: codeField,
  // docs/product/accounts.md: raw text at most 250 characters; the number itself is checked by parsePhone.
  phone: z.string().trim().min(1).max(250),
  phoneCountry: phoneCountryField,
  fieldOfTrainingId: uuidField,
  jobTitleId: uuidField,
  enBio: bioField,
  arBio: bioField,
  /** The key generateUploadLink gave for a LECTURER_CV_FILE upload. */
  cvFile: fileKeyField,
});

export const verifyLecturerApplicationInputSchema = z.object({ applicationId: uuidField });

/** The studio's queue (docs/product/studio.md): a page, an optional status and a search by name or e-mail. */
export const studioLecturerApplicationsSchema = z.object({
  paginate: paginateSchema,
  status: optional(z.enum(['PENDING', 'APPROVED', 'REJECTED'])),
  search: optional(z.string().trim().max(120)),
});

export const lecturerApplicationIdSchema = z.object({ applicationId: uuidField });

/** A rejection says why, in either language; the applicant reads it (decision 0051). */
export const rejectLecturerApplicationInputSchema = z.object({
  applicationId: uuidField,
  reason: plainTextField(1000, { min: 3, multiline: true }),
});
