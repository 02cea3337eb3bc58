'use client';
import { formatEgp, formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useEffect, useState } from 'react';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { personName } from '@/features/studio/lib/person-name';
import { StudioTable } from '@/features/studio/components/studio-table';
import { Link } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { studioEarningsQuery, type LecturerEarnings } from '../api/studio-earnings-documents';
import { cairoToday, shareNow } from '../lib/earnings-text';

/** Every lecturer's share now, earned, paid and balance, for administrators (decision 0060). */
export function EarningsList() {
  const t = useTranslations('studio.earnings');
  const locale = useLocale() as Locale;
  const [rows, setRows] = useState<LecturerEarnings[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    request(studioEarningsQuery, {}, { locale }).then(
      ({ studioEarnings }) => {
        if (!studioEarnings.success || !studioEarnings.data) setRefusal(studioEarnings.code);
        else setRows(studioEarnings.data.items);
      },
      () => setFailed(true),
    );
  }, [locale]);
  if (refusal) return <StudioRefusal code={refusal} />;
  if (!rows) return <p className="text-fg-muted">{failed ? t('loadFailed') : t('loading')}</p>;
  if (rows.length === 0) return <p className="text-fg-muted">{t('empty')}</p>;
  const today = cairoToday();
  return (
    <StudioTable
      caption={t('title')}
      headings={(['lecturer', 'share', 'earned', 'paid', 'balance'] as const).map((key) => t(key))}
    >
      {rows.map((row) => {
        const share = shareNow(row, today);
        return (
          <tr key={row.lecturerId} className="border-t border-line" data-testid="earnings-row">
            <td className="px-4 py-3">
              <Link href={`/studio/earnings/${row.lecturerId}`} className="font-semibold text-fg hover:text-accent">
                <bdi>{personName(row, locale)}</bdi>
              </Link>
            </td>
            <td className="whitespace-nowrap px-4 py-3">
              {share === null ? t('noShare') : t('percent', { value: formatNumber(share, locale) })}
            </td>
            <td className="whitespace-nowrap px-4 py-3">{formatEgp(row.earned, locale)}</td>
            <td className="whitespace-nowrap px-4 py-3">{formatEgp(row.paid, locale)}</td>
            <td className="whitespace-nowrap px-4 py-3">{formatEgp(row.balance, locale)}</td>
          </tr>
        );
      })}
    </StudioTable>
  );
}
