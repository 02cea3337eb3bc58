import { findUserByEmail, lockLecturerApplication, updateLecturerApplication } from '@manara/db';
import { recordAudit, requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { enqueueNotification, notificationTexts } from '../notifications/index';
import { parseInput } from '../validation/index';
import { rejectLecturerApplicationInputSchema } from './application-schemas';
import { queueLecturerDecisionMail } from './mail-lecturer-decision';
import { toStudioLecturerApplicationView, type StudioLecturerApplicationView } from './studio-application-view';

/**
 * An administrator rejects a pending application with a reason the applicant reads (decision
 * 0051): the status, reviewer, time and reason are written and audited in one transaction under
 * the application's row lock, with an in-app notification when the applicant has an account;
 * then they are mailed in their language. They may apply again after the re-apply window.
 * Anyone else: FORBIDDEN; unknown id: NOT_FOUND; already decided: LECTURER_APPLICATION_REVIEWED.
 */
export async function rejectLecturerApplication(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<StudioLecturerApplicationView> {
  const { applicationId, reason } = parseInput(rejectLecturerApplicationInputSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  const now = deps.now();
  const updated = await deps.db.transaction(async (tx) => {
    const application = await lockLecturerApplication(tx, applicationId);
    if (!application) throw new AppError('NOT_FOUND');
    if (application.status !== 'PENDING') throw new AppError('LECTURER_APPLICATION_REVIEWED');
    const row = await updateLecturerApplication(tx, application.id, {
      status: 'REJECTED',
      rejectionReason: reason,
      reviewedBy: actor.userId,
      reviewedAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'lecturerApplication.reject',
      entityType: 'lecturerApplication',
      entityId: application.id,
      before: { status: application.status },
      after: { status: 'REJECTED' },
      comment: reason,
    });
    const userId = application.userId ?? (await findUserByEmail(tx, application.email))?.id;
    if (userId)
      await enqueueNotification(tx, {
        userId,
        targetModel: 'LECTURER_APPLICATION',
        targetId: application.id,
        ...notificationTexts('lecturerRejected'),
        url: '/join-as-lecturer',
        now,
      });
    await queueLecturerDecisionMail(tx, application.id, now);
    return row!;
  });
  return toStudioLecturerApplicationView(updated);
}
