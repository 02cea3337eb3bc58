import { findNotificationById, findUserById, isWhatsAppOptedIn } from '@manara/db';
import { fromLanguage } from '@manara/i18n';
import type { DomainDeps } from '../deps';
import { firstNameIn } from '../identity/index';
import { WhatsAppError } from '../ports/index';
import { notificationLink } from './notification-link';
import { sendWhatsApp } from './send-whatsapp';
import { isOrderNews, whatsAppSwitchOf } from './order-news';
import { isWhatsAppEvent } from './whatsapp-events';
import { eventWhatsAppMessage } from './whatsapp-templates';

/**
 * The `whatsapp-event` job (decision 0068): sends a notification's news as its event's template to
 * the recipient's verified phone in their language, unless they switched WhatsApp off for it or
 * their phone is no longer verified. The provider being unreachable fails the job (retried); a
 * refusal (not on WhatsApp, template rejected) is recorded on the message and ends it.
 */
export async function deliverWhatsAppEvent(deps: DomainDeps, payload: Record<string, unknown>): Promise<void> {
  const { whatsapp } = deps;
  const event = payload.event;
  if (!whatsapp || !(isWhatsAppEvent(event) || isOrderNews(event))) return;
  const notification = await findNotificationById(deps.db, String(payload.notificationId));
  if (!notification) return;
  const user = await findUserById(deps.db, notification.userId);
  if (!user || user.isDeleted || !user.phone || !user.phoneVerifiedAt) return;
  if (!(await isWhatsAppOptedIn(deps.db, user.id, whatsAppSwitchOf(event)))) return;
  const locale = fromLanguage(user.favLang);
  const message = eventWhatsAppMessage(user.phone, event, locale, {
    name: firstNameIn(user, locale),
    text: locale === 'ar' ? notification.arBody : notification.enBody,
    link: notificationLink(deps.webBaseUrl, notification.url, locale),
  });
  try {
    await sendWhatsApp({ ...deps, whatsapp }, message, { userId: user.id, dedupeKey: `event:${notification.id}` });
  } catch (error) {
    if (error instanceof WhatsAppError && error.kind !== 'unavailable') {
      deps.logger.warn(
        { notificationId: notification.id, kind: error.kind, code: error.code },
        'WhatsApp refused a message',
      );
      return;
    }
    throw error;
  }
}
