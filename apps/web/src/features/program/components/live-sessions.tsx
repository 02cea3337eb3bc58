import { formatCairoTime, formatLongDate, type Locale } from '@manara/i18n';
import { getTranslations } from 'next-intl/server';
import type { LiveSession } from '../lib/syllabus';

/** A workshop's session dates in Cairo time, 12-hour (docs/product/constants.md). */
export async function LiveSessions({ sessions, locale }: { sessions: LiveSession[]; locale: Locale }) {
  if (sessions.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'program.sessions' });
  return (
    <section aria-labelledby="sessions-heading" className="mt-12">
      <h2 id="sessions-heading" className="text-2xl font-bold text-fg">
        {t('heading')}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t('note')}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {sessions.map((session) => {
          const date = formatLongDate(session.startAt, locale);
          const start = formatCairoTime(session.startAt, locale);
          return (
            <li key={session.id} className="rounded-card border border-line bg-surface-raised p-4">
              <p className="font-semibold text-fg">
                <bdi>{session.title}</bdi>
              </p>
              <p className="mt-1 text-fg-muted">
                <time dateTime={session.startAt}>
                  {session.endAt
                    ? t('when', { date, start, end: formatCairoTime(session.endAt, locale) })
                    : t('whenStart', { date, start })}
                </time>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
