import { normalizeDigits } from '@manara/i18n';
import { z } from 'zod';
import { optional, paginateSchema, uuidField } from '../catalog/index';
import { plainTextField } from '../validation/index';

/** Why an administrator acted on someone's account: kept in the audit log (decision 0056). */
const reasonField = plainTextField(500, { min: 3, multiline: true });

/** The studio's users list: a page, a search (Arabic-Indic digits read as digits), a role, blocked or not. */
export const studioUsersInputSchema = z.object({
  paginate: paginateSchema,
  search: optional(
    z
      .string()
      .trim()
      .max(120)
      .transform((v) => normalizeDigits(v)),
  ),
  role: optional(z.enum(['USER', 'LECTURER', 'ADMIN'])),
  blocked: optional(z.boolean()),
});

export const studioUserIdSchema = z.object({ userId: uuidField });

export const blockUserInputSchema = z.object({ userId: uuidField, reason: reasonField });

export const changeUserRoleInputSchema = z.object({ userId: uuidField, role: z.enum(['USER', 'LECTURER', 'ADMIN']) });

export const grantProgramInputSchema = z.object({ userId: uuidField, programId: uuidField, reason: reasonField });

export const deleteUserAccountInputSchema = z.object({ userId: uuidField, reason: reasonField });
