import { findNotificationById, findUserById, type NotificationRow, type UserRow } from '@manara/db';
import { fromLanguage, translate, type Locale } from '@manara/i18n';
import type { DomainDeps } from '../deps';
import { firstNameIn } from '../identity/index';
import { renderMailHtml, renderMailText, type MailBody } from '../mail/index';
import { isEmailEvent } from './email-events';
import { notificationLink } from './notification-link';
import { isOrderNews } from './order-news';
import { sendSwitchableMail } from './send-switchable-mail';

/** The notification as a mail body in `locale`: greeting, its text, the order news's extra lines, its link. */
function eventMailBody(
  deps: DomainDeps,
  user: UserRow,
  notification: NotificationRow,
  locale: Locale,
  news?: { kind: string; highlight: string },
): MailBody {
  const t = (key: string, params?: Record<string, string>) => translate(locale, `mail.${key}`, params);
  const name = firstNameIn(user, locale);
  const link = t('eventLink', { url: notificationLink(deps.webBaseUrl, notification.url, locale) });
  return {
    locale,
    title: locale === 'ar' ? notification.arTitle : notification.enTitle,
    paragraphs: [
      name ? t('greeting', { name }) : t('greetingNoName'),
      locale === 'ar' ? notification.arBody : notification.enBody,
    ],
    ...(news
      ? { highlightLabel: t(`${news.kind}.label`), highlight: news.highlight, after: [t(`${news.kind}.steps`), link] }
      : { after: [link] }),
  };
}

/**
 * The `event-mail` job (decision 0058): e-mails a notification's title, text and link to its
 * recipient in their language, unless they switched the event off since. Queued with the
 * notification in the event's transaction, so it goes only when the event committed.
 */
export async function deliverEventMail(deps: DomainDeps, payload: Record<string, unknown>): Promise<void> {
  if (isOrderNews(payload.event)) return deliverOrderNewsMail(deps, payload);
  if (!isEmailEvent(payload.event)) return;
  const event = payload.event;
  const notification = await findNotificationById(deps.db, String(payload.notificationId));
  if (!notification) return;
  const user = await findUserById(deps.db, notification.userId);
  if (!user) return;
  await sendSwitchableMail(deps, user, event, (locale) => ({
    template: `event/${event}`,
    body: eventMailBody(deps, user, notification, locale),
  }));
}

/**
 * Order news (decision 0066) goes whatever the e-mail switches say, in the learner's language,
 * once: its job is queued only with the notification, which its key keeps to one per order.
 */
async function deliverOrderNewsMail(deps: DomainDeps, payload: Record<string, unknown>): Promise<void> {
  const kind = String(payload.event);
  const notification = await findNotificationById(deps.db, String(payload.notificationId));
  if (!notification) return;
  const user = await findUserById(deps.db, notification.userId);
  if (!user || user.isDeleted) return;
  const locale = fromLanguage(user.favLang);
  const body = eventMailBody(deps, user, notification, locale, { kind, highlight: String(payload.highlight ?? '') });
  await deps.mailer.send({
    to: user.email,
    subject: body.title,
    text: renderMailText(body),
    html: renderMailHtml(body),
    template: `order/${kind}`,
    locale,
  });
}
