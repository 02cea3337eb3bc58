import { lockLecturerApplication, updateLecturerApplication, upsertLecturerProfile } from '@manara/db';
import { recordAudit, requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { accountForApplication } from './account-for-application';
import { verifyLecturerApplicationInputSchema } from './application-schemas';
import { toStudioLecturerApplicationView, type StudioLecturerApplicationView } from './studio-application-view';
import { queueLecturerDecisionMail } from './mail-lecturer-decision';
import { notifyLecturerVerified } from './notify-lecturer-verified';

/**
 * An administrator approves a pending application (decisions 0018, 0051): the account is found or
 * made, its role becomes LECTURER, its lecturer profile created (or refreshed) as APPROVED with
 * the bios, field, job title and CV — so the studio's door opens to it — the decision audited and
 * the "lecturer application verified" notification queued, all in one transaction under the
 * application's row lock; then the applicant is mailed in their language. Anyone else: FORBIDDEN;
 * unknown id: NOT_FOUND; already decided (a second click): LECTURER_APPLICATION_REVIEWED.
 */
export async function verifyLecturerApplication(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<StudioLecturerApplicationView> {
  const { applicationId } = parseInput(verifyLecturerApplicationInputSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  const now = deps.now();
  const updated = await deps.db.transaction(async (tx) => {
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
    const row = await updateLecturerApplication(tx, application.id, {
      status: 'APPROVED',
      userId: user.id,
      lecturerId: lecturer.id,
      reviewedBy: actor.userId,
      reviewedAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'lecturerApplication.approve',
      entityType: 'lecturerApplication',
      entityId: application.id,
      before: { status: application.status, userId: application.userId, role: null },
      after: { status: 'APPROVED', userId: user.id, lecturerId: lecturer.id, role: user.role },
    });
    await notifyLecturerVerified(tx, lecturer, now);
    await queueLecturerDecisionMail(tx, application.id, now);
    return row!;
  });
  return toStudioLecturerApplicationView(updated);
}
