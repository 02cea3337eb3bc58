import type { UserRow } from '@manara/db';
import { fromLanguage, type Locale } from '@manara/i18n';
import type { DomainDeps } from '../deps';
import { renderAccountNoticeMail, type AccountNotice } from '../mail/index';
import { firstNameIn } from './user-names';

const forgotPasswordUrl = (webBaseUrl: string, locale: Locale) =>
  `${webBaseUrl.replace(/\/+$/, '')}${locale === 'en' ? '/en' : ''}/forgot-password`;

/** Mails an account's owner, in their language, about an attempt made on their address. */
export async function sendAccountNotice(deps: DomainDeps, user: UserRow, notice: AccountNotice): Promise<void> {
  const locale = fromLanguage(user.favLang);
  await deps.mailer.send({
    to: user.email,
    ...renderAccountNoticeMail({
      locale,
      notice,
      email: user.email,
      name: firstNameIn(user, locale) || null,
      resetUrl: forgotPasswordUrl(deps.webBaseUrl, locale),
    }),
  });
}
