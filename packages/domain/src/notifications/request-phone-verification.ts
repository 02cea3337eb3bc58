import { replacePhoneVerification } from '@manara/db';
import { fromLanguage } from '@manara/i18n';
import { loadActiveUser } from '../account/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import {
  CODE_TTL_MINUTES,
  enforceRateLimits,
  generateVerificationCode,
  requireViewer,
  verificationCodeExpiry,
  type RateRule,
} from '../identity/index';
import { WhatsAppError } from '../ports/index';
import { hashPhoneCode } from './phone-code';
import { sendWhatsApp } from './send-whatsapp';
import { codeWhatsAppMessage } from './whatsapp-templates';

const FIFTEEN_MINUTES = 15 * 60;
/** Each code costs the school a message: a few per account, more per address (docs/security.md). */
const phoneCodeRateRules = {
  perUser: { limit: 3, windowSeconds: FIFTEEN_MINUTES },
  perIp: { limit: 20, windowSeconds: FIFTEEN_MINUTES },
} satisfies Record<string, RateRule>;

export interface PhoneCodeSentView {
  phone: string;
  expiresInMinutes: number;
}

/**
 * `requestPhoneVerification`: sends a six-digit code to the viewer's saved phone on WhatsApp
 * (decision 0068), replacing any earlier one. Fails with PHONE_REQUIRED without a saved phone,
 * WHATSAPP_NUMBER_UNREACHABLE when the number is not on WhatsApp, WHATSAPP_UNAVAILABLE when the
 * provider refuses or cannot be reached, WHATSAPP_NOT_CONFIGURED where the channel is off.
 */
export async function requestPhoneVerification(deps: DomainDeps, caller: Caller): Promise<PhoneCodeSentView> {
  const viewer = requireViewer(caller);
  const { whatsapp } = deps;
  if (!whatsapp) throw new AppError('WHATSAPP_NOT_CONFIGURED');
  const user = await loadActiveUser(deps, viewer);
  if (!user.phone) throw new AppError('PHONE_REQUIRED', [{ field: 'phone', messageKey: 'required' }]);
  await enforceRateLimits(deps, [
    [`phone-code:user:${user.id}`, phoneCodeRateRules.perUser],
    [`phone-code:ip:${caller.ip}`, phoneCodeRateRules.perIp],
  ]);
  const code = generateVerificationCode();
  const now = deps.now();
  await replacePhoneVerification(deps.db, {
    userId: user.id,
    phone: user.phone,
    codeHash: hashPhoneCode(user.id, user.phone, code),
    expiresAt: verificationCodeExpiry(now),
    now,
  });
  const message = codeWhatsAppMessage(user.phone, code, fromLanguage(user.favLang), CODE_TTL_MINUTES);
  try {
    await sendWhatsApp({ ...deps, whatsapp }, message, { userId: user.id });
  } catch (error) {
    if (error instanceof WhatsAppError && error.kind === 'not-on-whatsapp')
      throw new AppError('WHATSAPP_NUMBER_UNREACHABLE', [{ field: 'phone', messageKey: 'notOnWhatsApp' }]);
    deps.logger.warn(
      { userId: user.id, err: error instanceof Error ? error.message : String(error) },
      'WhatsApp code not sent',
    );
    throw new AppError('WHATSAPP_UNAVAILABLE');
  }
  return { phone: user.phone, expiresInMinutes: CODE_TTL_MINUTES };
}
