import { updateUser } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { requireViewer, toUserProfile, type UserProfile } from '../identity/index';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { loadActiveUser } from './load-active-user';
import { parsePhone } from './parse-phone';
import { updatePhoneInputSchema } from './schemas';

/** Saves the viewer's phone in E.164 after checking it for its country; an empty phone removes it. */
export async function updatePhone(deps: DomainDeps, caller: Caller, input: unknown): Promise<UserProfile> {
  const viewer = requireViewer(caller);
  const { phone, country } = parseInput(updatePhoneInputSchema, input);
  let stored: string | null = null;
  if (phone.trim() !== '') {
    const check = parsePhone(phone, country);
    if (!check.ok)
      throw new AppError('VALIDATION_FAILED', [
        { field: 'phone', messageKey: 'phone', params: { reason: check.reason } },
      ]);
    stored = check.e164;
  }
  const user = await loadActiveUser(deps, viewer);
  // A new number must be proven again before WhatsApp uses it (decision 0068).
  const verifiedAt = stored === user.phone ? user.phoneVerifiedAt : null;
  const updated = await updateUser(deps.db, user.id, {
    phone: stored,
    phoneVerifiedAt: verifiedAt,
    updatedAt: deps.now(),
  });
  return toUserProfile(updated ?? user);
}
