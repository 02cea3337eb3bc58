'use client';
import { formatLongDate, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useEffect, useState, type ReactNode } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { Link } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { buttonStyles } from '@/shared/ui/styles';
import { myLecturerApplicationQuery, type MyLecturerApplication } from '../api/registration-documents';

/**
 * Where a signed-in viewer's application stands (decision 0051): pending, approved (with the way
 * to the studio) or rejected (with the reason and when they may apply again). The form shows
 * only when there is nothing pending or approved and any re-apply wait is over.
 */
export function MyApplicationGate({ children }: { children: ReactNode }) {
  const t = useTranslations('lecturer.myApplication');
  const locale = useLocale() as Locale;
  const { user } = useSession();
  const [application, setApplication] = useState<MyLecturerApplication | null>(null);
  useEffect(() => {
    if (!user) return;
    const controller = new AbortController();
    request(myLecturerApplicationQuery, {}, { locale, signal: controller.signal }).then(
      ({ myLecturerApplication: result }) => setApplication(result.data ?? null),
      () => setApplication(null),
    );
    return () => controller.abort();
  }, [user, locale]);

  const shown = user ? application : null;
  if (!shown) return <>{children}</>;
  const waiting = shown.status === 'REJECTED' && shown.reapplyAt && new Date(String(shown.reapplyAt)) > new Date();
  const panel = (
    <section
      className="flex flex-col gap-3 rounded-card border border-line bg-surface-raised p-5"
      aria-labelledby="my-application-title"
      data-testid="my-lecturer-application"
    >
      <h2 id="my-application-title" className="text-lg font-bold text-fg">
        {t(`title.${shown.status}`)}
      </h2>
      <p className="text-fg">{t(`body.${shown.status}`, { date: formatLongDate(String(shown.createdAt), locale) })}</p>
      {shown.status === 'APPROVED' ? (
        <Link href="/studio" className={`${buttonStyles.primary} self-start`}>
          {t('toStudio')}
        </Link>
      ) : null}
      {shown.status === 'REJECTED' ? (
        <>
          <p className="text-fg">
            <span className="font-semibold">{t('reason')}</span> <bdi>{shown.rejectionReason}</bdi>
          </p>
          <p className="text-fg">
            {waiting ? t('applyFrom', { date: formatLongDate(String(shown.reapplyAt), locale) }) : t('mayApplyAgain')}
          </p>
        </>
      ) : null}
    </section>
  );
  return (
    <div className="flex flex-col gap-6">
      {panel}
      {shown.status === 'REJECTED' && !waiting ? children : null}
    </div>
  );
}
