'use client';
import { formatEgp, formatNumber, normalizeDigits, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { StudioFacts } from '@/features/studio/components/studio-facts';
import { personName } from '@/features/studio/lib/person-name';
import { request } from '@/shared/graphql/request';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { buttonStyles } from '@/shared/ui/styles';
import {
  downloadEarningsStatementQuery,
  studioEarningsStatementQuery,
  type EarningsStatement as Statement,
} from '../api/studio-earnings-documents';
import { cairoToday, shareNow } from '../lib/earnings-text';
import { PayoutForm, ShareForm } from './earnings-forms';

const columns = [
  'date',
  'kind',
  'order',
  'program',
  'gross',
  'vat',
  'coupon',
  'refunds',
  'net',
  'share',
  'earning',
] as const;
const cell = 'whitespace-nowrap px-3 py-2';

/**
 * A lecturer's month (decision 0060): the summary, the lines and payouts, CSV and PDF downloads in
 * the page's language, and for administrators the share and payout forms. A lecturer's own when
 * `lecturerId` is left out.
 */
export function EarningsStatement({ lecturerId }: { lecturerId?: string }) {
  const t = useTranslations('studio.earnings');
  const locale = useLocale() as Locale;
  const { user } = useSession();
  const [month, setMonth] = useState(cairoToday().slice(0, 7));
  const [typedMonth, setTypedMonth] = useState(month);
  const [statement, setStatement] = useState<Statement | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      const { studioEarningsStatement: answer } = await request(
        studioEarningsStatementQuery,
        { lecturerId: lecturerId ?? null, month },
        { locale },
      );
      if (answer.success && answer.data) {
        setStatement(answer.data);
        setAlert(null);
      } else if (answer.code === 'VALIDATION_FAILED') setAlert(answer.fieldErrors?.[0]?.message ?? answer.message);
      else setRefusal(answer.code);
    } catch {
      setAlert(t('loadFailed'));
    }
  }, [lecturerId, month, locale, t]);
  useEffect(() => void load(), [load]);

  async function download(format: 'CSV' | 'PDF') {
    try {
      const { downloadEarningsStatement: answer } = await request(
        downloadEarningsStatementQuery,
        { input: { lecturerId: lecturerId ?? null, month, format, language: locale === 'ar' ? 'AR' : 'EN' } },
        { locale },
      );
      if (!answer.success || !answer.data) return setAlert(answer.message);
      const link = document.createElement('a');
      link.href = answer.data.url;
      link.download = answer.data.fileName;
      document.body.append(link);
      link.click();
      link.remove();
    } catch {
      setAlert(t('downloadFailed'));
    }
  }

  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMonth(normalizeDigits(typedMonth).trim());
  };
  const money = (egp: number) => formatEgp(egp, locale);
  if (refusal) return <StudioRefusal code={refusal} />;
  if (!statement) return <p className="text-fg-muted">{alert ?? t('loading')}</p>;
  const share = shareNow(statement.earnings, cairoToday());
  const saved = (next: Statement) => {
    setStatement(next);
    setMonth(next.month);
    setTypedMonth(next.month);
  };
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-xl font-bold text-fg" data-testid="earnings-lecturer">
        <bdi>{t('statementTitle', { name: personName(statement.earnings, locale) })}</bdi>
      </h2>
      <form onSubmit={show} className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="earnings-month" className="text-sm font-medium">
            {t('month')}
          </label>
          <input
            id="earnings-month"
            name="month"
            dir="ltr"
            placeholder="YYYY-MM"
            value={typedMonth}
            onChange={(e) => setTypedMonth(e.target.value)}
            className="min-h-11 rounded-lg border border-line bg-surface px-3 text-fg focus-visible:border-accent"
          />
        </div>
        <button type="submit" className={buttonStyles.secondary}>
          {t('show')}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => void download('CSV')}
          data-testid="earnings-csv"
        >
          {t('downloadCsv')}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => void download('PDF')}
          data-testid="earnings-pdf"
        >
          {t('downloadPdf')}
        </button>
      </form>
      {alert ? <FormAlert tone="error">{alert}</FormAlert> : null}
      <section aria-labelledby="earnings-summary" className="flex flex-col gap-3 rounded-card border border-line p-4">
        <h2 id="earnings-summary" className="text-lg font-bold text-fg">
          {t('summary')} — <bdi dir="ltr">{statement.month}</bdi>
        </h2>
        <StudioFacts
          rows={[
            [t('share'), share === null ? t('noShare') : t('percent', { value: formatNumber(share, locale) })],
            [t('opening'), money(statement.opening)],
            [t('earnedMonth'), money(statement.earned)],
            [t('paidMonth'), money(statement.paid)],
            [
              t('closing'),
              <span key="c" data-testid="earnings-closing">
                {money(statement.closing)}
              </span>,
            ],
            [
              t('balanceNow'),
              <span key="b" data-testid="earnings-balance">
                {money(statement.earnings.balance)}
              </span>,
            ],
          ]}
        />
        <p className="text-sm text-fg-muted">{t('note')}</p>
      </section>
      <section aria-labelledby="earnings-lines" className="flex flex-col gap-3">
        <h2 id="earnings-lines" className="text-lg font-bold text-fg">
          {t('lines')}
        </h2>
        {statement.lines.length === 0 ? (
          <p className="text-fg-muted">{t('noLines')}</p>
        ) : (
          <div className="overflow-x-auto rounded-card border border-line">
            <table className="w-full text-start text-sm">
              <thead className="bg-surface-muted text-fg-muted">
                <tr>
                  {columns.map((key) => (
                    <th key={key} scope="col" className="px-3 py-2 text-start font-semibold">
                      {t(`columns.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {statement.lines.map((line, index) => {
                  const title = locale === 'ar' ? line.arTitle || line.enTitle : line.enTitle || line.arTitle;
                  const part =
                    locale === 'ar' ? line.arPartTitle || line.enPartTitle : line.enPartTitle || line.arPartTitle;
                  return (
                    <tr
                      key={`${line.orderReference}-${index}`}
                      className="border-t border-line"
                      data-testid="earnings-line"
                    >
                      <td className={cell}>
                        <bdi dir="ltr">{line.day}</bdi>
                      </td>
                      <td className={cell}>{t(`kinds.${line.kind}`)}</td>
                      <td className={cell}>
                        <bdi dir="ltr">{line.orderReference}</bdi>
                      </td>
                      <td className="px-3 py-2">
                        <bdi>{part ? `${title} › ${part}` : title}</bdi>
                      </td>
                      <td className={cell}>{money(line.gross)}</td>
                      <td className={cell}>{money(line.vat)}</td>
                      <td className={cell}>{money(line.coupon)}</td>
                      <td className={cell}>{money(line.refunds)}</td>
                      <td className={cell}>{money(line.net)}</td>
                      <td className={cell}>{t('percent', { value: formatNumber(line.sharePercent, locale) })}</td>
                      <td className={cell} data-testid="earnings-line-earning">
                        {money(line.earning)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="earnings-payouts" className="flex flex-col gap-3">
        <h2 id="earnings-payouts" className="text-lg font-bold text-fg">
          {t('payouts')}
        </h2>
        {statement.payouts.length === 0 ? (
          <p className="text-fg-muted">{t('noPayouts')}</p>
        ) : (
          <ul className="flex flex-col gap-1" data-testid="earnings-payouts-list">
            {statement.payouts.map((payout) => (
              <li key={payout.id} className="flex flex-wrap gap-x-4">
                <bdi dir="ltr">{payout.paidOn}</bdi>
                <span>{t(`methods.${payout.method}`)}</span>
                <bdi dir="ltr">{payout.reference}</bdi>
                <span>{money(payout.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {user?.role === 'ADMIN' ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <ShareForm statement={statement} onSaved={saved} />
          <PayoutForm statement={statement} onSaved={saved} />
        </div>
      ) : null}
    </div>
  );
}
