import { findUserByEmail, findUserById, type LecturerApplicationRow } from '@manara/db';
import { fromLanguage, type Locale } from '@manara/i18n';
import type { DomainDeps } from '../deps';
import { firstNameIn } from '../identity/index';
import { renderLecturerDecisionMail } from '../mail/index';
import { reapplyAt } from './reapply-window';

const pageUrl = (base: string, locale: Locale, path: string) =>
  `${base.replace(/\/+$/, '')}${locale === 'en' ? '/en' : ''}${path}`;

/**
 * Tells the applicant the decision by e-mail, in the language they applied in (decision 0051),
 * after the decision committed: a mail failure is logged and never undoes the decision.
 */
export async function mailLecturerDecision(deps: DomainDeps, application: LecturerApplicationRow): Promise<void> {
  const locale = fromLanguage(application.locale);
  const base = deps.webBaseUrl;
  try {
    const user = application.userId
      ? await findUserById(deps.db, application.userId)
      : await findUserByEmail(deps.db, application.email);
    const name = firstNameIn(user ?? application, locale) || null;
    const mail =
      application.status === 'APPROVED'
        ? renderLecturerDecisionMail({
            locale,
            name,
            decision: 'approved',
            studioUrl: pageUrl(base, locale, '/studio'),
            resetUrl: pageUrl(base, locale, '/forgot-password'),
          })
        : renderLecturerDecisionMail({
            locale,
            name,
            decision: 'rejected',
            reason: application.rejectionReason ?? '',
            reapplyAt: reapplyAt(application.reviewedAt ?? deps.now()),
            applyUrl: pageUrl(base, locale, '/join-as-lecturer'),
          });
    await deps.mailer.send({ to: application.email, ...mail });
  } catch (error) {
    deps.logger.warn({ applicationId: application.id, err: error }, 'lecturer decision e-mail could not be sent');
  }
}
