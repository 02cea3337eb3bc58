'use client';
import { formatCairoTime, formatLongDate, formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useCallback, useEffect, useState } from 'react';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { StudioFacts } from '@/features/studio/components/studio-facts';
import { Link } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { studioReportCaseQuery, type ReportCase } from '../api/studio-moderation-documents';
import { ReportActions } from './report-actions';
import { personName } from '@/features/studio/lib/person-name';
import { ReportTargetCell } from './report-target-cell';

/** One reported target for the administrator deciding it (decision 0054): what, by whom, every report, the decision. */
export function ReportCaseDetail({ targetId }: { targetId: string }) {
  const t = useTranslations('studio.moderation');
  const locale = useLocale() as Locale;
  const [state, setState] = useState<{ found: ReportCase } | { refusal: string } | null>(null);
  const load = useCallback(
    async (signal?: AbortSignal) => {
      const { studioReportCase: result } = await request(studioReportCaseQuery, { targetId }, { locale, signal });
      setState(result.data ? { found: result.data } : { refusal: result.code });
    },
    [targetId, locale],
  );
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).catch(() => {
      if (!controller.signal.aborted) setState({ refusal: 'SERVICE_UNAVAILABLE' });
    });
    return () => controller.abort();
  }, [load]);

  if (!state) return <ListSkeleton label={t('loading')} count={3} />;
  if ('refusal' in state) return <StudioRefusal code={state.refusal} />;
  const { group, reports } = state.found;
  const when = (value: unknown) => `${formatLongDate(String(value), locale)} ${formatCairoTime(String(value), locale)}`;
  const author = group.target?.author;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-fg">{t('caseTitle')}</h1>
      <section className="flex flex-col gap-3 rounded-card border border-line p-4" data-testid="report-case-target">
        <ReportTargetCell group={group} />
        <StudioFacts
          rows={[
            [t('author'), author ? <bdi key="a">{personName(author, locale)}</bdi> : '—'],
            [t('authorState'), author?.isBlocked ? t('blocked') : t('active')],
            [t('columns.outcome'), group.outcome ? t(`outcomes.${group.outcome}`) : t('open')],
            [
              t('reportCount', { count: group.total, n: formatNumber(group.total, locale) }),
              group.reasons.map((r) => `${t(`reasons.${r.reason}`)}: ${formatNumber(r.count, locale)}`).join('، '),
            ],
          ]}
        />
        {group.target ? (
          <Link href={group.target.path} className="font-semibold text-accent underline">
            {t('openPublic')}
          </Link>
        ) : null}
      </section>
      <section className="flex flex-col gap-3 rounded-card border border-line p-4">
        <h2 className="text-lg font-bold text-fg">{t('reportsTitle')}</h2>
        <ol className="flex flex-col gap-3">
          {reports.map((report) => (
            <li
              key={report.id}
              className="border-t border-line pt-3 first:border-t-0 first:pt-0"
              data-testid="report-item"
            >
              <p className="text-sm text-fg-muted">
                <bdi>{personName(report.reporter, locale)}</bdi> · {t(`reasons.${report.reason}`)} ·{' '}
                {when(report.createdAt)}
              </p>
              {report.details ? (
                <p dir="auto" className="mt-1 whitespace-pre-line text-fg" data-user-text>
                  {report.details}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      <ReportActions group={group} onDone={(next) => setState({ found: next })} onReload={() => void load()} />
    </div>
  );
}
