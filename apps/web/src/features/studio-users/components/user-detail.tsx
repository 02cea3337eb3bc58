'use client';
import { formatCairoTime, formatLongDate, formatPrice, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { StudioFacts } from '@/features/studio/components/studio-facts';
import { personName } from '@/features/studio/lib/person-name';
import { request } from '@/shared/graphql/request';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { studioUserQuery, type StudioUserDetail } from '../api/studio-user-documents';
import { UserActions } from './user-actions';

function Listing({ title, empty, items }: { title: string; empty: string; items: ReactNode[] }) {
  return (
    <section className="flex flex-col gap-2 rounded-card border border-line p-4">
      <h2 className="text-lg font-bold text-fg">{title}</h2>
      {items.length === 0 ? (
        <p className="text-fg-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-fg">{items}</ul>
      )}
    </section>
  );
}

/** One person for an administrator (decision 0056): the account, what they hold, where they are signed in, and actions. */
export function UserDetail({ userId }: { userId: string }) {
  const t = useTranslations('studio.users');
  const locale = useLocale() as Locale;
  const [state, setState] = useState<{ found: StudioUserDetail } | { refusal: string } | null>(null);
  const load = useCallback(
    async (signal?: AbortSignal) => {
      const { studioUser: result } = await request(studioUserQuery, { userId }, { locale, signal });
      setState(result.data ? { found: result.data } : { refusal: result.code });
    },
    [userId, locale],
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
  const { user, enrollments, orders, certificates, sessions } = state.found;
  const date = (value: unknown) => formatLongDate(String(value), locale);
  const title = (item: { arTitle?: string | null; enTitle?: string | null }) =>
    (locale === 'ar' ? item.arTitle : item.enTitle) ?? '';

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-fg">
        <bdi>{personName(user, locale)}</bdi>
      </h1>
      <section className="rounded-card border border-line p-4" data-testid="studio-user-facts">
        <StudioFacts
          rows={[
            [
              t('columns.email'),
              <bdi key="e" dir="ltr">
                {user.email}
              </bdi>,
            ],
            [
              t('phone'),
              user.phone ? (
                <bdi key="p" dir="ltr">
                  {user.phone}
                </bdi>
              ) : (
                '—'
              ),
            ],
            [t('columns.role'), t(`roles.${user.role}`)],
            [t('columns.state'), user.isBlocked ? t('blocked') : t('active')],
            [t('verified'), user.emailVerified ? t('yes') : t('no')],
            [t('columns.joined'), date(user.createdAt)],
            [
              t('lastActive'),
              user.lastActiveAt
                ? `${date(user.lastActiveAt)} ${formatCairoTime(String(user.lastActiveAt), locale)}`
                : '—',
            ],
          ]}
        />
      </section>
      <Listing
        title={t('enrollments')}
        empty={t('none')}
        items={enrollments.map((e, i) => (
          <li key={i} data-testid="studio-user-enrollment">
            <bdi>{title(e)}</bdi> · {t(`sources.${e.source}`)} · {date(e.createdAt)}
          </li>
        ))}
      />
      <Listing
        title={t('orders')}
        empty={t('none')}
        items={orders.map((o, i) => (
          <li key={i}>
            <bdi dir="ltr">{o.reference}</bdi> · <bdi>{title({ arTitle: o.itemArTitle, enTitle: o.itemEnTitle })}</bdi>{' '}
            · {formatPrice(Math.round(o.total * 100), locale)} · {date(o.createdAt)}
          </li>
        ))}
      />
      <Listing
        title={t('certificates')}
        empty={t('none')}
        items={certificates.map((c) => (
          <li key={c.code}>
            <bdi dir="ltr">{c.code}</bdi> · <bdi>{locale === 'ar' ? c.arProgramTitle : c.enProgramTitle}</bdi> ·{' '}
            {c.revokedAt ? t('revoked') : date(c.issuedAt)}
          </li>
        ))}
      />
      <Listing
        title={t('sessions')}
        empty={t('none')}
        items={sessions.map((s, i) => (
          <li key={i}>
            <bdi>{s.deviceName ?? s.device}</bdi> · {t('lastSeen', { when: date(s.lastSeenAt) })}
          </li>
        ))}
      />
      <UserActions user={user} onChanged={() => void load()} />
    </div>
  );
}
