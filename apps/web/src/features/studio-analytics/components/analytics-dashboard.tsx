'use client';
import { arabicTypography, formatEgp, formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useEffect, useState, type FormEvent } from 'react';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { request } from '@/shared/graphql/request';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { spreadFieldErrors } from '@/shared/ui/form/field-errors';
import { TextField } from '@/shared/ui/form/text-field';
import { buttonStyles } from '@/shared/ui/styles';
import { analyticsDashboardQuery, type AnalyticsDashboard as Dashboard } from '../api/analytics-documents';
import { toCsv } from '../lib/analytics-csv';
import { cairoDay, readDay } from '../lib/date-range';
import { AnalyticsTable } from './analytics-table';
import { RevenueChart } from './revenue-chart';

type State =
  | { status: 'loading' }
  | { status: 'refused'; code: string }
  | { status: 'invalid'; message: string; byField: Record<string, string> }
  | { status: 'ready'; data: Dashboard };

/**
 * The studio's analytics (decision 0059): a Cairo date range, revenue per day (chart and table)
 * and month, the funnel, programs and the searches that found nothing, with a CSV download.
 * Administrators see every program; a lecturer their own (the API decides).
 */
export function AnalyticsDashboard() {
  const t = useTranslations('studio.analytics');
  const locale = useLocale() as Locale;
  const [draft, setDraft] = useState(() => ({ from: cairoDay(new Date(), 29), to: cairoDay(new Date()) }));
  const [range, setRange] = useState(draft);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    void request(analyticsDashboardQuery, range, { locale, signal: controller.signal }).then(
      ({ analyticsDashboard: res }) => {
        if (res.success && res.data) return setState({ status: 'ready', data: res.data });
        if (res.code !== 'VALIDATION_FAILED') return setState({ status: 'refused', code: res.code });
        const { byField, other } = spreadFieldErrors(res.fieldErrors, ['from', 'to']);
        setState({ status: 'invalid', message: [res.message, ...other].join(' '), byField });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [range, locale]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRange({ from: readDay(draft.from), to: readDay(draft.to) });
  };
  const money = (egp: number) => formatEgp(egp, locale);
  const count = (n: number) => formatNumber(n, locale);
  // Days and months stay in ISO order, in the page's digits (one numeral system per language).
  const digits = (isoDate: string) => (locale === 'ar' ? arabicTypography(isoDate) : isoDate);
  const percent = (rate: number | null | undefined) =>
    rate == null
      ? t('none')
      : new Intl.NumberFormat(locale === 'ar' ? 'ar-EG' : 'en-EG', { style: 'percent' }).format(rate);

  if (state.status === 'refused') return <StudioRefusal code={state.code} />;
  const data = state.status === 'ready' ? state.data : null;
  const title = (p: Dashboard['programs'][number]) => (locale === 'ar' ? p.arTitle : p.enTitle);
  const dayHeader = [t('day'), t('net'), t('refunded'), t('orders'), t('newLearners')];
  const programHeader = [
    t('program'),
    t('net'),
    t('sold'),
    t('visits'),
    t('completionRate'),
    t('passRate'),
    t('liveAttendees'),
  ];

  const download = () => {
    if (!data) return;
    const csv = toCsv([
      { header: dayHeader, rows: data.days.map((d) => [d.day, d.net, d.refunded, d.orders, d.newLearners]) },
      {
        header: programHeader,
        rows: data.programs.map((p) => [
          title(p),
          p.net,
          p.sold,
          p.visits,
          p.completionRate ?? '',
          p.passRate ?? '',
          p.liveAttendees,
        ]),
      },
    ]);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    link.download = `manara-analytics-${data.from}-${data.to}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={t('range')} noValidate>
        {(['from', 'to'] as const).map((name) => (
          <TextField
            key={name}
            name={name}
            label={t(name)}
            hint={t('dateHint')}
            dir="ltr"
            inputMode="numeric"
            value={draft[name]}
            error={state.status === 'invalid' ? state.byField[name] : undefined}
            onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
          />
        ))}
        <button type="submit" className={buttonStyles.primary}>
          {t('show')}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={download} disabled={!data}>
          {t('exportCsv')}
        </button>
      </form>
      {state.status === 'invalid' ? <FormAlert tone="error">{state.message}</FormAlert> : null}
      {state.status === 'loading' ? <p role="status">{t('loading')}</p> : null}
      {data ? (
        <>
          <p className="text-fg-muted">{data.scope === 'ALL' ? t('scopeAll') : t('scopeOwn')}</p>
          <section aria-labelledby="analytics-revenue" className="flex flex-col gap-3">
            <h2 id="analytics-revenue" className="text-lg font-bold text-fg">
              {t('revenueChart')}
            </h2>
            <RevenueChart locale={locale} label={t('net')} days={data.days} />
          </section>
          <AnalyticsTable
            caption={t('daily')}
            testId="analytics-days"
            header={data.scope === 'ALL' ? [...dayHeader, t('pageViews')] : dayHeader}
            rows={[...data.days]
              .reverse()
              .map((d) => [
                digits(d.day),
                money(d.net),
                money(d.refunded),
                count(d.orders),
                count(d.newLearners),
                ...(d.pageViews === null ? [] : [count(d.pageViews)]),
              ])}
          />
          <AnalyticsTable
            caption={t('monthly')}
            header={[t('month'), ...dayHeader.slice(1)]}
            rows={data.months.map((m) => [
              digits(m.month),
              money(m.net),
              money(m.refunded),
              count(m.orders),
              count(m.newLearners),
            ])}
          />
          <AnalyticsTable
            caption={t('funnel')}
            testId="analytics-funnel"
            header={[t('step'), t('count')]}
            rows={(['visits', 'carts', 'checkouts', 'paid'] as const).map((step) => [
              t(step),
              count(data.funnel[step]),
            ])}
          />
          <AnalyticsTable
            caption={t('programs')}
            testId="analytics-programs"
            header={programHeader}
            rows={data.programs.map((p) => [
              title(p),
              money(p.net),
              count(p.sold),
              count(p.visits),
              percent(p.completionRate),
              percent(p.passRate),
              count(p.liveAttendees),
            ])}
          />
          {data.scope === 'ALL' ? (
            <AnalyticsTable
              caption={t('emptySearches')}
              header={[t('query'), t('searches')]}
              rows={data.emptySearches.map((s) => [<bdi key="q">{s.query}</bdi>, count(s.searches)])}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
