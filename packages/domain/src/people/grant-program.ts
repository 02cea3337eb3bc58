import { findPublishedProgram, insertEnrollments } from '@manara/db';
import { recordAudit, requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { enqueueNotification, notificationTexts } from '../notifications/index';
import { parseInput } from '../validation/index';
import { requireOtherAccount } from './require-other-account';
import { grantProgramInputSchema } from './schemas';

/**
 * An administrator gives someone a published program without payment, with a reason (decision
 * 0056): an ADMIN enrolment (a diploma brings its programs), audited, and the learner told in the
 * app. Already theirs: PROGRAM_ALREADY_OWNED; unknown or unpublished program: NOT_FOUND.
 */
export async function grantProgram(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<{ programIds: string[] }> {
  const { userId, programId, reason } = parseInput(grantProgramInputSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await requireOtherAccount(tx, actor, userId);
    const program = await findPublishedProgram(tx, { id: programId }, ['COURSE', 'WORKSHOP', 'DIPLOMA']);
    if (!program) throw new AppError('NOT_FOUND');
    const programIds = await insertEnrollments(tx, { userId, programIds: [programId], source: 'ADMIN', orderId: null });
    if (!programIds.includes(programId)) throw new AppError('PROGRAM_ALREADY_OWNED');
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'user.grant',
      entityType: 'user',
      entityId: userId,
      after: { programId, programIds },
      comment: reason,
    });
    await enqueueNotification(tx, {
      userId,
      targetModel: 'PROGRAM',
      targetId: programId,
      ...notificationTexts('programGranted', { program: { ar: program.arTitle, en: program.enTitle } }),
      url: '/my-learning-programs',
      now,
    });
    return { programIds };
  });
}
