import { fieldsOfTraining, jobTitles, lecturers } from '../../schema/index';
import { resolveImage } from '../images/resolve-image';
import { RecordError } from '../record-error';
import type { KindInput } from '../schemas/index';
import type { ImportContext } from '../types';
import { namedItemId } from './lookups';
import { upsertUser } from './upsert-user';

/** A lecturer is a user with role LECTURER plus a lecturer row; referenced elsewhere by slug. */
export async function writeLecturer(ctx: ImportContext, input: KindInput<'lecturers'>): Promise<void> {
  const jobTitleId = input.jobTitle ? await namedItemId(ctx.db, jobTitles, input.jobTitle) : null;
  if (jobTitleId === undefined) throw new RecordError('jobTitle', `Unknown job title "${input.jobTitle}"`);
  const fieldId = input.fieldOfTraining ? await namedItemId(ctx.db, fieldsOfTraining, input.fieldOfTraining) : null;
  if (fieldId === undefined)
    throw new RecordError('fieldOfTraining', `Unknown field of training "${input.fieldOfTraining}"`);
  const avatar = await resolveImage(ctx, input.avatar, 'lecturers', input.slug, 'avatar');

  const userId = await upsertUser(ctx.db, {
    email: input.email,
    slug: input.slug,
    firstName: input.firstName,
    lastName: input.lastName,
    arFirstName: input.arFirstName,
    arLastName: input.arLastName,
    role: 'LECTURER',
    favLang: input.favLang,
    profilePicture: avatar,
    phone: input.phone ?? null,
    ...(input.password !== undefined ? { password: input.password } : {}),
    ...(ctx.options.hashPassword ? { hashPassword: ctx.options.hashPassword } : {}),
    now: ctx.now,
  });
  const values = {
    userId,
    enBio: input.enBio,
    arBio: input.arBio,
    status: input.status,
    cvUrl: input.cvUrl ?? null,
    jobTitleId,
    fieldOfTrainingId: fieldId,
  };
  await ctx.db
    .insert(lecturers)
    .values(values)
    .onConflictDoUpdate({ target: lecturers.userId, set: { ...values, updatedAt: ctx.now } });
}
