import { isEmailOptedOut, type UserRow } from '@manara/db';
import { fromLanguage, type Locale } from '@manara/i18n';
import type { DomainDeps } from '../deps';
import type { MailBody } from '../mail/index';
import { renderMailHtml, renderMailText } from '../mail/index';
import type { EmailEvent } from './email-events';

/**
 * Sends one switchable e-mail (decision 0058) to a user in their language, unless they switched
 * the event off or the account is gone: the body gets the reason it came and its unsubscribe
 * link, the message the List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058 one-click).
 * Answers whether it was sent.
 */
export async function sendSwitchableMail(
  deps: DomainDeps,
  user: UserRow,
  event: EmailEvent,
  compose: (locale: Locale) => { body: MailBody; template: string },
  /** A language the recipient chose for this one matter (the one they applied in); theirs otherwise. */
  language?: Locale,
): Promise<boolean> {
  if (user.isDeleted || (await isEmailOptedOut(deps.db, user.id, event))) return false;
  const locale = language ?? fromLanguage(user.favLang);
  const url = deps.unsubscribeLinks.linkFor({ userId: user.id, event, locale });
  const { body, template } = compose(locale);
  const withFooter: MailBody = { ...body, unsubscribe: { event, url } };
  await deps.mailer.send({
    to: user.email,
    subject: body.title,
    text: renderMailText(withFooter),
    html: renderMailHtml(withFooter),
    template,
    locale,
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  return true;
}
