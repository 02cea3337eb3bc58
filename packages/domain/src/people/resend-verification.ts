import { recordAudit, requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { ACCOUNT_MAIL_JOBS, queueAccountMail } from '../identity/index';
import { parseInput } from '../validation/index';
import { requireOtherAccount } from './require-other-account';
import { studioUserIdSchema } from './schemas';

/**
 * An administrator sends a new e-mail verification code to an account that never confirmed its
 * address (decision 0056), in the account's language, through the same queued mail as sign-up.
 * Already verified: EMAIL_ALREADY_VERIFIED. Audited.
 */
export async function resendVerification(deps: DomainDeps, caller: Caller, input: unknown): Promise<true> {
  const { userId } = parseInput(studioUserIdSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const user = await requireOtherAccount(tx, actor, userId);
    if (user.emailVerifiedAt) throw new AppError('EMAIL_ALREADY_VERIFIED');
    await queueAccountMail(tx, now, ACCOUNT_MAIL_JOBS.code, {
      email: user.email,
      purpose: 'EMAIL_VERIFICATION',
      locale: user.favLang === 'EN' ? 'en' : 'ar',
      viewerId: null,
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'user.resendVerification',
      entityType: 'user',
      entityId: userId,
    });
  });
  deps.wakeJobRunner?.();
  return true;
}
