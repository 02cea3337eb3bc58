import { formatLongDate, translate, type Locale } from '@manara/i18n';
import type { OutgoingMail } from '../ports/index';
import { renderMailHtml, renderMailText, type MailBody } from './layout';

export type LecturerDecisionMailInput = {
  locale: Locale;
  /** First name in the mail's language; a neutral greeting without it. */
  name?: string | null;
} & (
  | { decision: 'approved'; /** The studio in the mail's language. */ studioUrl: string; resetUrl: string }
  | {
      decision: 'rejected';
      reason: string;
      reapplyAt: Date;
      /** /join-as-lecturer in the mail's language. */ applyUrl: string;
    }
);

/** The administrator's decision on a lecturer application, in the applicant's language (decision 0051). */
export function renderLecturerDecisionMail(input: LecturerDecisionMailInput): Omit<OutgoingMail, 'to'> {
  const body = lecturerDecisionMailBody(input);
  return {
    subject: body.title,
    text: renderMailText(body),
    html: renderMailHtml(body),
    template: lecturerDecisionTemplate(input),
    locale: input.locale,
  };
}

export const lecturerDecisionTemplate = (input: { decision: 'approved' | 'rejected' }) =>
  `lecturer-application/${input.decision}`;

/** The decision mail's text, for the layout (switchable mail adds its footer, decision 0058). */
export function lecturerDecisionMailBody(input: LecturerDecisionMailInput): MailBody {
  const { locale } = input;
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, `mail.${key}`, params);
  const greeting = input.name ? t('greeting', { name: input.name }) : t('greetingNoName');
  return input.decision === 'approved'
    ? {
        locale,
        title: t('lecturerApproved.subject'),
        paragraphs: [
          greeting,
          t('lecturerApproved.intro'),
          t('lecturerApproved.studio', { url: input.studioUrl }),
          t('lecturerApproved.password', { url: input.resetUrl }),
        ],
      }
    : {
        locale,
        title: t('lecturerRejected.subject'),
        paragraphs: [
          greeting,
          t('lecturerRejected.intro'),
          t('lecturerRejected.reason', { reason: input.reason }),
          t('lecturerRejected.again', { date: formatLongDate(input.reapplyAt, locale), url: input.applyUrl }),
        ],
      };
}
