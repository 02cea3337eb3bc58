'use client';
import { formatLongDate, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { buttonStyles } from '@/shared/ui/styles';
import { myLecturerApplicationQuery, type MyLecturerApplication } from '../api/registration-documents';

/** Whether a rejected applicant must still wait before applying again. */
const stillWaiting = (application: MyLecturerApplication) =>
  application.status === 'REJECTED' && !!application.reapplyAt && new Date(String(application.reapplyAt)) > new Date();

/**
 * Where the signed-in viewer's latest application stands (decision 0051): pending, approved (with
 * the way to the studio) or rejected (with the reason and when they may apply again). Nothing
 * shows when there is none. Tells the gate whether the form may show.
 */
export default function MyApplication({ onFormAllowed }: { onFormAllowed: (allowed: boolean) => void }) {
  const t = useTranslations('lecturer.myApplication');
  const locale = useLocale() as Locale;
  const [application, setApplication] = useState<MyLecturerApplication | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const show = (found: MyLecturerApplication | null) => {
      setApplication(found);
      onFormAllowed(!found || (found.status === 'REJECTED' && !stillWaiting(found)));
    };
    request(myLecturerApplicationQuery, {}, { locale, signal: controller.signal }).then(
      ({ myLecturerApplication: result }) => show(result.data ?? null),
      () => show(null),
    );
    return () => controller.abort();
  }, [locale, onFormAllowed]);

  if (!application) return null;
  const waiting = stillWaiting(application);
  return (
    <section
      className="flex flex-col gap-3 rounded-card border border-line bg-surface-raised p-5"
      aria-labelledby="my-application-title"
      data-testid="my-lecturer-application"
    >
      <h2 id="my-application-title" className="text-lg font-bold text-fg">
        {t(`title.${application.status}`)}
      </h2>
      <p className="text-fg">
        {t(`body.${application.status}`, { date: formatLongDate(String(application.createdAt), locale) })}
      </p>
      {application.status === 'APPROVED' ? (
        <Link href="/studio" className={`${buttonStyles.primary} self-start`}>
          {t('toStudio')}
        </Link>
      ) : null}
      {application.status === 'REJECTED' ? (
        <>
          <p className="text-fg">
            <span className="font-semibold">{t('reason')}</span> <bdi>{application.rejectionReason}</bdi>
          </p>
          <p className="text-fg">
            {waiting
              ? t('applyFrom', { date: formatLongDate(String(application.reapplyAt), locale) })
              : t('mayApplyAgain')}
          </p>
        </>
      ) : null}
    </section>
  );
}
