import { lockLecturerApplication, updateLecturerApplication, upsertLecturerProfile } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { accountForApplication } from './account-for-application';
import { verifyLecturerApplicationInputSchema } from './application-schemas';
import { toLecturerApplicationView, type LecturerApplicationView } from './application-view';
import { notifyLecturerVerified } from './notify-lecturer-verified';

/**
 * An administrator approves a pending application: the account is found or made, its lecturer
 * profile created (or refreshed) as APPROVED with the bios, field, job title and CV, and the
 * "lecturer application verified" notification queued, all in one transaction. Anyone else:
 * FORBIDDEN; unknown id: NOT_FOUND; already decided: LECTURER_APPLICATION_REVIEWED.
 */
export async function verifyLecturerApplication(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<LecturerApplicationView> {
  const viewer = requireViewer(caller);
  if (viewer.role !== 'ADMIN') throw new AppError('FORBIDDEN');
  const { applicationId } = parseInput(verifyLecturerApplicationInputSchema, input);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const application = await lockLecturerApplication(tx, applicationId);
    if (!application) throw new AppError('NOT_FOUND');
    if (application.status !== 'PENDING') throw new AppError('LECTURER_APPLICATION_REVIEWED');
    const user = await accountForApplication(tx, application, now);
    const lecturer = await upsertLecturerProfile(tx, {
      userId: user.id,
      enBio: application.enBio,
      arBio: application.arBio,
      status: 'APPROVED',
      cvUrl: application.cvKey,
      jobTitleId: application.jobTitleId,
      fieldOfTrainingId: application.fieldOfTrainingId,
      updatedAt: now,
    });
    const updated = await updateLecturerApplication(tx, application.id, {
      status: 'APPROVED',
      userId: user.id,
      lecturerId: lecturer.id,
      reviewedBy: viewer.userId,
      reviewedAt: now,
      updatedAt: now,
    });
    await notifyLecturerVerified(tx, lecturer, now);
    return toLecturerApplicationView(updated!);
  });
}
