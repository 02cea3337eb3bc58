'use client';
import { StudioFacts } from '@/features/studio/components/studio-facts';
import { formatCairoTime, formatLongDate, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { request } from '@/shared/graphql/request';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { buttonStyles } from '@/shared/ui/styles';
import {
  lecturerApplicationCvLinkMutation,
  studioLecturerApplicationQuery,
  type StudioApplicationDetail,
} from '../api/studio-application-documents';
import { ApplicationActions } from './application-actions';
import { ApplicationStatusBadge } from './application-status-badge';

/** One lecturer application for an administrator: everything the applicant gave, the CV and the decision. */
export function ApplicationDetail({ applicationId }: { applicationId: string }) {
  const t = useTranslations('studio.applications');
  const locale = useLocale() as Locale;
  const [state, setState] = useState<{ detail: StudioApplicationDetail } | { refusal: string } | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const load = useCallback(
    async (signal?: AbortSignal) => {
      const { studioLecturerApplication: result } = await request(
        studioLecturerApplicationQuery,
        { applicationId },
        { locale, signal },
      );
      setState(result.data ? { detail: result.data } : { refusal: result.code });
    },
    [applicationId, locale],
  );
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).catch(() => {
      if (!controller.signal.aborted) setState({ refusal: 'SERVICE_UNAVAILABLE' });
    });
    return () => controller.abort();
  }, [load]);

  async function openCv() {
    setCvError(null);
    try {
      const { lecturerApplicationCvLink: link } = await request(
        lecturerApplicationCvLinkMutation,
        { applicationId },
        { locale },
      );
      if (link.data) window.location.assign(link.data.url);
      else setCvError(link.message);
    } catch {
      setCvError(t('actionFailed'));
    }
  }

  if (!state) return <ListSkeleton label={t('loading')} count={3} />;
  if ('refusal' in state) return <StudioRefusal code={state.refusal} />;
  const { application, phone, fieldOfTraining, jobTitle, enBio, arBio, rejectionReason } = state.detail;
  const when = (value: unknown) =>
    value ? `${formatLongDate(String(value), locale)} ${formatCairoTime(String(value), locale)}` : '—';

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-fg">
          <bdi>
            {locale === 'ar'
              ? `${application.arFirstName} ${application.arLastName}`
              : `${application.firstName} ${application.lastName}`}
          </bdi>
        </h1>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <section className="flex flex-col gap-3 rounded-card border border-line p-4">
        <h2 className="text-lg font-bold text-fg">{t('applicant')}</h2>
        <StudioFacts
          preLine
          rows={[
            [t('enName'), <bdi key="en" dir="ltr">{`${application.firstName} ${application.lastName}`}</bdi>],
            [t('arName'), <bdi key="ar" dir="rtl">{`${application.arFirstName} ${application.arLastName}`}</bdi>],
            [
              t('columns.email'),
              <bdi key="e" dir="ltr">
                {application.email}
              </bdi>,
            ],
            [
              t('phone'),
              <bdi key="p" dir="ltr">
                {phone}
              </bdi>,
            ],
            [t('fieldOfTraining'), locale === 'ar' ? fieldOfTraining.arName : fieldOfTraining.enName],
            [t('jobTitle'), locale === 'ar' ? jobTitle.arName : jobTitle.enName],
            [t('columns.created'), when(application.createdAt)],
            [t('reviewedAt'), when(application.reviewedAt)],
            ...(rejectionReason
              ? ([[t('rejectionReason'), <bdi key="r">{rejectionReason}</bdi>]] as Array<[string, ReactNode]>)
              : []),
          ]}
        />
      </section>
      <section className="flex flex-col gap-3 rounded-card border border-line p-4">
        <h2 className="text-lg font-bold text-fg">{t('bios')}</h2>
        <StudioFacts
          preLine
          rows={[
            [
              t('enBio'),
              <span key="en" dir="ltr" lang="en">
                {enBio}
              </span>,
            ],
            [
              t('arBio'),
              <span key="ar" dir="rtl" lang="ar">
                {arBio}
              </span>,
            ],
          ]}
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className={buttonStyles.secondary} onClick={openCv}>
            {t('openCv')}
          </button>
          <p className="text-sm text-fg-muted">{t('cvHint')}</p>
        </div>
        {cvError ? <p role="alert">{cvError}</p> : null}
      </section>
      <ApplicationActions
        applicationId={applicationId}
        decided={application.status !== 'PENDING'}
        onDone={() => void load()}
      />
    </div>
  );
}
