import { findStudioLecturer, listLecturers } from '@manara/db';
import { requireAdmin, requireStudioActor } from '../authoring/index';
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

/** Administrators only: the public lecturers whose profiles they may edit, by name in the caller's language. */
export async function listStudioLecturers(
  deps: DomainDeps,
  caller: Caller,
  locale: 'ar' | 'en',
): Promise<LecturerView[]> {
  requireAdmin(await requireStudioActor(deps, caller));
  const { rows } = await listLecturers(deps.db, {
    sort: { field: 'NAME', order: 'ASC' },
    nameLanguage: locale,
    offset: 0,
    limit: 500,
  });
  return rows.map(toLecturerView);
}
