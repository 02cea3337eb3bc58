import { findLecturerByUserId, updateUser, upsertLecturerProfile } from '@manara/db';
import { recordAudit, requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { requireOtherAccount } from './require-other-account';
import { changeUserRoleInputSchema } from './schemas';
import { toStudioUserRow } from './studio-user-view';

/**
 * An administrator changes someone's role (decision 0056). LECTURER also approves their lecturer
 * profile (made empty if they had none), so they reach the studio; leaving LECTURER sets that
 * profile back to PENDING, so the studio's door closes (it opens on an approved profile). Audited;
 * one's own role is never changed here.
 */
export async function changeUserRole(deps: DomainDeps, caller: Caller, input: unknown) {
  const { userId, role } = parseInput(changeUserRoleInputSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const user = await requireOtherAccount(tx, actor, userId);
    if (user.role === role) return toStudioUserRow(user);
    const profile = await findLecturerByUserId(tx, userId);
    if (role === 'LECTURER') await upsertLecturerProfile(tx, { userId, status: 'APPROVED', updatedAt: now });
    else if (profile && user.role === 'LECTURER')
      await upsertLecturerProfile(tx, { userId, status: 'PENDING', updatedAt: now });
    const updated = await updateUser(tx, userId, { role, updatedAt: now });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'user.role',
      entityType: 'user',
      entityId: userId,
      before: { role: user.role },
      after: { role },
    });
    return toStudioUserRow(updated!);
  });
}
