import { insertContactMessage } from '@manara/db';
import { toLanguage } from '@manara/i18n';
import type { DomainDeps } from '../deps';
import { enforceRateLimits, type RateRule, type RequestCaller } from '../identity/index';
import { parseInput } from '../validation/index';
import { renderContactMail } from './render-contact-mail';
import { contactMessageInputSchema } from './schemas';

/** docs/security.md: the contact form is rate-limited per client address. */
export const contactRateRule: RateRule = { limit: 5, windowSeconds: 60 * 60 };

/** Where contact messages are mailed: the configured address, or the demo one. */
export function contactAddress(deps: Pick<DomainDeps, 'site'>): string {
  return deps.site?.contactEmail ?? 'support@manara.test';
}

/**
 * `sendContactMessage`: validates each field, counts the attempt against the sender's address
 * (RATE_LIMITED past the limit), stores the message and mails it to the support address. A mail
 * failure is logged, not shown: the stored message is the record.
 */
export async function sendContactMessage(deps: DomainDeps, caller: RequestCaller, input: unknown): Promise<true> {
  const message = parseInput(contactMessageInputSchema, input);
  await enforceRateLimits(deps, [[`contact:ip:${caller.ip}`, contactRateRule]]);
  const locale = caller.locale ?? 'ar';
  const row = await insertContactMessage(deps.db, {
    ...message,
    phone: message.phone ?? null,
    userId: caller.viewer?.userId ?? null,
    ip: caller.ip,
    locale: toLanguage(locale),
  });
  try {
    await deps.mailer.send({ to: contactAddress(deps), ...renderContactMail(message, locale) });
  } catch (error) {
    deps.logger.error({ err: error, contactMessageId: row.id }, 'contact message mail failed');
  }
  return true;
}
