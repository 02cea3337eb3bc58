import { findStudioLecturer, listLecturers } from '@manara/db';
import { requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { toLecturerView, type LecturerView } from './lecturer-view';
import { studioLecturerProfileSchema } from './lecturer-profile-schemas';
import { resolveProfileTarget } from './resolve-profile-target';

/** A lecturer's public profile to edit in the studio: their own, or any for an administrator (decision 0064). */
export async function getStudioLecturerProfile(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<LecturerView> {
  const parsed = parseInput(studioLecturerProfileSchema, input);
  const { lecturerId } = await resolveProfileTarget(deps, caller, parsed.lecturerId);
  const row = await findStudioLecturer(deps.db, lecturerId);
  if (!row) throw new AppError('NOT_FOUND');
  return toLecturerView(row);
}

/**
 * The public lecturers by name in the caller's language, for anyone in the studio: the profiles an
 * administrator may edit, and the choices of a program's co-lecturers for its editors, lecturers
 * included (decision 0076). Nothing here is more than the public lecturers page shows.
 */
export async function listStudioLecturers(
  deps: DomainDeps,
  caller: Caller,
  locale: 'ar' | 'en',
): Promise<LecturerView[]> {
  await requireStudioActor(deps, caller);
  const { rows } = await listLecturers(deps.db, {
    sort: { field: 'NAME', order: 'ASC' },
    nameLanguage: locale,
    offset: 0,
    limit: 500,
  });
  return rows.map(toLecturerView);
}
