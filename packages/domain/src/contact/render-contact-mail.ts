import { translate, type Locale } from '@manara/i18n';
import type { OutgoingMail } from '../ports/index';
import { renderMailHtml, renderMailText, type MailBody } from '../mail/index';
import type { ContactMessageInput } from './schemas';

/** The support team's copy of a contact message (user text is escaped by the mail layout). */
export function renderContactMail(message: ContactMessageInput, locale: Locale): Omit<OutgoingMail, 'to'> {
  const t = (key: string, params: Record<string, string> = {}) =>
    translate(locale, `catalog.contactMail.${key}`, params);
  const body: MailBody = {
    locale,
    title: t('title'),
    paragraphs: [
      t('from', { name: message.name, email: message.email }),
      t('phone', { phone: message.phone ?? '—' }),
      t('subject', { subject: message.subject }),
    ],
    after: message.message.split(/\n{2,}/),
  };
  return {
    subject: t('mailSubject', { subject: message.subject }),
    text: renderMailText(body),
    html: renderMailHtml(body),
    template: 'contact-message',
    locale,
  };
}
