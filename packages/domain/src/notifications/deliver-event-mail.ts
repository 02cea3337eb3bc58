import { findNotificationById, findUserById } from '@manara/db';
import { translate } from '@manara/i18n';
import type { DomainDeps } from '../deps';
import { firstNameIn } from '../identity/index';
import { isEmailEvent } from './email-events';
import { notificationLink } from './notification-link';
import { sendSwitchableMail } from './send-switchable-mail';

/**
 * The `event-mail` job (decision 0058): e-mails a notification's title, text and link to its
 * recipient in their language, unless they switched the event off since. Queued with the
 * notification in the event's transaction, so it goes only when the event committed.
 */
export async function deliverEventMail(deps: DomainDeps, payload: Record<string, unknown>): Promise<void> {
  if (!isEmailEvent(payload.event)) return;
  const event = payload.event;
  const notification = await findNotificationById(deps.db, String(payload.notificationId));
  if (!notification) return;
  const user = await findUserById(deps.db, notification.userId);
  if (!user) return;
  await sendSwitchableMail(deps, user, event, (locale) => {
    const t = (key: string, params?: Record<string, string>) => translate(locale, `mail.${key}`, params);
    const name = firstNameIn(user, locale);
    return {
      template: `event/${event}`,
      body: {
        locale,
        title: locale === 'ar' ? notification.arTitle : notification.enTitle,
        paragraphs: [
          name ? t('greeting', { name }) : t('greetingNoName'),
          locale === 'ar' ? notification.arBody : notification.enBody,
          t('eventLink', { url: notificationLink(deps.webBaseUrl, notification.url, locale) }),
        ],
      },
    };
  });
}
