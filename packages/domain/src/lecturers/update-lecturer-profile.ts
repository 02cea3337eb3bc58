import {
  activeTrainingChoices,
  findStudioLecturer,
  updateLecturerProfileAtVersion,
  updateUser,
  type LecturerRow,
} from '@manara/db';
import { changedFields, isOwnPublicFile, publishContentChange, recordAudit } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError, type FieldError } from '../errors/index';
import { parseInput } from '../validation/index';
import { toLecturerView, type LecturerView } from './lecturer-view';
import { updateLecturerProfileSchema } from './lecturer-profile-schemas';
import { resolveProfileTarget } from './resolve-profile-target';

const audited = (row: Pick<LecturerRow, 'arBio' | 'enBio' | 'jobTitleId' | 'profilePicture' | 'socialLinks'>) => ({
  arBio: row.arBio,
  enBio: row.enBio,
  jobTitleId: row.jobTitleId,
  profilePicture: row.profilePicture,
  socialLinks: row.socialLinks,
});

/**
 * Saves a lecturer's public profile from the version opened (decision 0064): both bios, the job
 * title (an active one), the photo (the editor's own published PROFILE_PICTURE upload) and https
 * social links. A lecturer saves their own, an administrator anyone's; another save in between →
 * VERSION_CONFLICT. Audited; the lecturer's page and their programs' pages refresh within seconds.
 */
export async function updateLecturerProfile(deps: DomainDeps, caller: Caller, input: unknown): Promise<LecturerView> {
  const { lecturerId: named, version, profilePicture, ...profile } = parseInput(updateLecturerProfileSchema, input);
  const { actor, lecturerId } = await resolveProfileTarget(deps, caller, named);
  const saved = await deps.db.transaction(async (tx) => {
    const existing = await findStudioLecturer(tx, lecturerId, true);
    if (!existing) throw new AppError('NOT_FOUND');
    if (existing.version !== version) throw new AppError('VERSION_CONFLICT');
    const errors: FieldError[] = [];
    // The job title must be one the forms offer (the query checks a field of training too; its answer is unused here).
    const { jobTitleId } = profile;
    if (jobTitleId && jobTitleId !== existing.jobTitleId) {
      const found = await activeTrainingChoices(tx, { fieldOfTrainingId: jobTitleId, jobTitleId });
      if (!found.jobTitle) errors.push({ field: 'jobTitleId', messageKey: 'invalid' });
    }
    if (
      profilePicture &&
      profilePicture !== existing.profilePicture &&
      !(await isOwnPublicFile(tx, actor.userId, profilePicture, 'PROFILE_PICTURE'))
    )
      errors.push({ field: 'profilePicture', messageKey: 'invalid' });
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors);
    const now = deps.now();
    if (!(await updateLecturerProfileAtVersion(tx, lecturerId, version, { ...profile, updatedAt: now })))
      throw new AppError('VERSION_CONFLICT');
    if (profilePicture !== existing.profilePicture)
      await updateUser(tx, existing.userId, { profilePicture, updatedAt: now });
    const row = (await findStudioLecturer(tx, lecturerId))!;
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'lecturer.profile.update',
      entityType: 'lecturer',
      entityId: lecturerId,
      ...changedFields(audited(existing), audited(row)),
    });
    return row;
  });
  await publishContentChange(deps, ['lecturers', `lecturer:${lecturerId}`, 'programs', 'home']);
  return toLecturerView(saved);
}
