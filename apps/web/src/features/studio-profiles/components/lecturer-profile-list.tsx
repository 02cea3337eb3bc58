'use client';
import { type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { useStudioWholeList } from '@/features/studio/hooks/use-studio-whole-list';
import { Link } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { studioLecturersQuery } from '@/features/studio/api/studio-lecturer-documents';

type Row = { id: string; fullName: string; jobTitle: { localizedName: string } | null };

/** The public lecturers, for administrators to open and edit their profiles (decision 0064). */
export function LecturerProfileList() {
  const t = useTranslations('studio.profiles');
  const locale = useLocale() as Locale;
  const { rows, refusal, failed } = useStudioWholeList<Row>(
    locale,
    async () => (await request(studioLecturersQuery, {}, { locale })).studioLecturers,
  );
  if (refusal) return <StudioRefusal code={refusal} />;
  if (failed) return <p className="text-fg">{t('loadFailed')}</p>;
  if (!rows) return <p className="text-fg-muted">{t('loading')}</p>;
  if (rows.length === 0) return <p className="text-fg">{t('empty')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line rounded-card border border-line">
      {rows.map((lecturer) => (
        <li key={lecturer.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link href={`/studio/lecturers/${lecturer.id}`} className="font-semibold text-fg hover:text-accent">
            {lecturer.fullName}
          </Link>
          {lecturer.jobTitle ? <span className="text-sm text-fg-muted">{lecturer.jobTitle.localizedName}</span> : null}
        </li>
      ))}
    </ul>
  );
}
