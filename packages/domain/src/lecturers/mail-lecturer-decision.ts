import {
  findLecturerApplicationDetail,
  findUserByEmail,
  findUserById,
  insertJob,
  type DbOrTx,
  type LecturerApplicationRow,
} from '@manara/db';
import { fromLanguage, type Locale } from '@manara/i18n';
import type { DomainDeps } from '../deps';
import { firstNameIn } from '../identity/index';
import { lecturerDecisionMailBody, lecturerDecisionTemplate, renderLecturerDecisionMail } from '../mail/index';
import { sendSwitchableMail } from '../notifications/index';
import { reapplyAt } from './reapply-window';

/** Mails an application's decision to the applicant. Payload: { applicationId }. */
export const LECTURER_DECISION_MAIL_JOB = 'lecturer-decision-mail';

const pageUrl = (base: string, locale: Locale, path: string) =>
  `${base.replace(/\/+$/, '')}${locale === 'en' ? '/en' : ''}${path}`;

/** Queues the decision's e-mail in the deciding transaction: it goes only when the decision commits. */
export async function queueLecturerDecisionMail(tx: DbOrTx, applicationId: string, now: Date): Promise<void> {
  await insertJob(tx, { kind: LECTURER_DECISION_MAIL_JOB, payload: { applicationId }, runAt: now });
}

/**
 * The `lecturer-decision-mail` job: tells the applicant the decision by e-mail in the language they
 * applied in (decision 0051). One with an account gets it as the switchable "application decision"
 * mail (decision 0058), unless they switched it off; one without always gets it.
 */
export async function deliverLecturerDecisionMail(deps: DomainDeps, payload: Record<string, unknown>): Promise<void> {
  const application = await findLecturerApplicationDetail(deps.db, String(payload.applicationId));
  if (!application || application.status === 'PENDING') return;
  const user = application.userId
    ? await findUserById(deps.db, application.userId)
    : await findUserByEmail(deps.db, application.email);
  const input = (locale: Locale, name: string | null) => decisionInput(deps, application, locale, name);
  // In the language they applied in (decision 0051), whether or not they have an account.
  const locale = fromLanguage(application.locale);
  if (user) {
    const compose = (language: Locale) => {
      const decision = input(language, firstNameIn(user, language) || null);
      return { body: lecturerDecisionMailBody(decision), template: lecturerDecisionTemplate(decision) };
    };
    await sendSwitchableMail(deps, user, 'applicationDecision', compose, locale);
    return;
  }
  await deps.mailer.send({
    to: application.email,
    ...renderLecturerDecisionMail(input(locale, firstNameIn(application, locale) || null)),
  });
}

function decisionInput(deps: DomainDeps, application: LecturerApplicationRow, locale: Locale, name: string | null) {
  const base = deps.webBaseUrl;
  return application.status === 'APPROVED'
    ? {
        locale,
        name,
        decision: 'approved' as const,
        studioUrl: pageUrl(base, locale, '/studio'),
        resetUrl: pageUrl(base, locale, '/forgot-password'),
      }
    : {
        locale,
        name,
        decision: 'rejected' as const,
        reason: application.rejectionReason ?? '',
        reapplyAt: reapplyAt(application.reviewedAt ?? deps.now()),
        applyUrl: pageUrl(base, locale, '/join-as-lecturer'),
      };
}
