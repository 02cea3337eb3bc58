'use client';
import { formatCairoTime, formatLongDate, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useCallback, useState } from 'react';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { Link } from '@/i18n/navigation';
import type { ResultOf } from '@/shared/graphql/graphql';
import { request } from '@/shared/graphql/request';
import { usePagedQuery } from '@/shared/hooks/use-paged-query';
import { Pagination } from '@/shared/ui/pagination/pagination';
import { auditEntriesQuery } from '../api/studio-program-documents';

type Entry = NonNullable<ResultOf<typeof auditEntriesQuery>['auditEntries']['data']>['items'][number];

/** A stored JSON value as a short readable text. */
function readable(json: string | null): string {
  if (json === null) return '—';
  const value: unknown = JSON.parse(json);
  if (value === null || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

/** Where each kind of audited record opens in the studio. */
const auditSection: Record<string, string> = {
  order: 'orders',
  lecturerApplication: 'applications',
  coupon: 'coupons',
  category: 'categories',
  report: 'moderation',
  user: 'users',
  program: 'programs',
};

/**
 * The audit log (decision 0028), newest first: who did what, when (Cairo time), and each changed
 * field before and after. One program's history, or everything (administrators).
 */
export function AuditList({ programId, refreshKey = 0 }: { programId?: string; refreshKey?: number }) {
  const t = useTranslations('studio.audit');
  const locale = useLocale() as Locale;
  const [page, setPage] = useState(1);
  const [refusal, setRefusal] = useState<string | null>(null);
  const load = useCallback(
    async (signal: AbortSignal) => {
      const { auditEntries } = await request(
        auditEntriesQuery,
        {
          paginate: { page, limit: 20 },
          ...(programId ? { entityType: 'program', entityId: programId } : {}),
        },
        { locale, signal },
      );
      if (!auditEntries.success || !auditEntries.data) {
        setRefusal(auditEntries.code);
        return null;
      }
      return { items: auditEntries.data.items, totalPages: auditEntries.data.pageInfo.totalPages };
    },
    [page, programId, locale],
  );
  const { data } = usePagedQuery<Entry>(`${programId ?? 'all'}:${page}:${locale}:${refreshKey}`, load);
  if (refusal) return <StudioRefusal code={refusal} />;
  if (!data) return <p className="text-sm text-fg-muted">{t('loading')}</p>;
  if (data.items.length === 0) return <p className="text-sm text-fg-muted">{t('empty')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3" data-testid="audit-entries">
        {data.items.map((entry) => (
          <li key={entry.id} className="rounded-lg border border-line p-3 text-sm">
            <p className="flex flex-wrap gap-x-2 text-fg">
              <span className="font-semibold">{t(`actions.${entry.action}`)}</span>
              <span className="text-fg-muted">
                · <bdi>{entry.actorName ?? t('platform')}</bdi> ·{' '}
                <time dateTime={String(entry.createdAt)}>
                  {formatLongDate(String(entry.createdAt), locale)} {formatCairoTime(String(entry.createdAt), locale)}
                </time>
              </span>
              {!programId ? (
                <Link
                  href={`/studio/${auditSection[entry.entityType] ?? 'programs'}/${entry.entityId}`}
                  className="text-accent underline"
                >
                  {t('open')}
                </Link>
              ) : null}
            </p>
            {entry.comment ? (
              <p className="mt-1 text-fg" dir="auto">
                {entry.comment}
              </p>
            ) : null}
            {entry.changes.length > 0 ? (
              <dl className="mt-2 grid gap-1">
                {entry.changes.map((change) => (
                  <div key={change.field} className="grid gap-1 sm:grid-cols-[10rem_1fr]">
                    <dt className="font-semibold text-fg-muted">{change.field}</dt>
                    <dd className="text-fg">
                      <del className="text-fg-muted">
                        <bdi>{readable(change.before)}</bdi>
                      </del>{' '}
                      → <bdi>{readable(change.after)}</bdi>
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        ))}
      </ol>
      <Pagination page={page} totalPages={data.totalPages} hrefOf={(p) => `?page=${p}`} onPage={setPage} />
    </div>
  );
}
