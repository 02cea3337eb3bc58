import {
  countPhoneVerificationAttempt,
  deletePhoneVerification,
  findPhoneVerification,
  markPhoneVerified,
} from '@manara/db';
import { loadActiveUser } from '../account/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import {
  codeInvalidError,
  enforceRateLimits,
  identityRateRules,
  MAX_CODE_ATTEMPTS,
  requireViewer,
} from '../identity/index';
import { parseInput } from '../validation/index';
import { phoneCodeMatches } from './phone-code';
import { verifyPhoneSchema } from './schemas';
import { getMyWhatsAppSettings, type WhatsAppSettingsView } from './whatsapp-preferences';

/**
 * `verifyPhone(input)`: the code from WhatsApp proves the viewer's saved phone (decision 0068).
 * No code, or one sent to another number → CODE_INVALID; past its 15 minutes → CODE_EXPIRED; the
 * fifth wrong try locks it (CODE_LOCKED) until a new one is asked for.
 */
export async function verifyPhone(deps: DomainDeps, caller: Caller, input: unknown): Promise<WhatsAppSettingsView> {
  const viewer = requireViewer(caller);
  const { code } = parseInput(verifyPhoneSchema, input);
  await enforceRateLimits(deps, [[`code-check:ip:${caller.ip}`, identityRateRules.codeCheckPerIp]]);
  const user = await loadActiveUser(deps, viewer);
  const pending = await findPhoneVerification(deps.db, user.id);
  if (!pending || !user.phone || pending.phone !== user.phone) throw codeInvalidError();
  if (pending.expiresAt.getTime() <= deps.now().getTime()) throw new AppError('CODE_EXPIRED');
  if (pending.attempts >= MAX_CODE_ATTEMPTS) throw new AppError('CODE_LOCKED');
  if (!phoneCodeMatches(pending.codeHash, user.id, user.phone, code)) {
    const attempts = await countPhoneVerificationAttempt(deps.db, user.id);
    throw attempts >= MAX_CODE_ATTEMPTS ? new AppError('CODE_LOCKED') : codeInvalidError();
  }
  const phone = user.phone;
  const verified = await deps.db.transaction(async (tx) => {
    await deletePhoneVerification(tx, user.id);
    // The number may have changed since the code was read: then the code proves nothing.
    return markPhoneVerified(tx, user.id, phone, deps.now());
  });
  if (!verified) throw codeInvalidError();
  return getMyWhatsAppSettings(deps, caller);
}
