import { useLocale, useTranslations } from '#intl';
import type { Locale } from '@manara/i18n';
import type { ResultOf } from '@/shared/graphql/graphql';
import { Link } from '@/i18n/navigation';
import type { LecturerCardFields } from '@/features/catalogue/api/lecturer-fragments';
import { Avatar } from '@/shared/ui/media/avatar';
import { countArgs } from '@/shared/lib/count-args';

export type LecturerCardItem = ResultOf<typeof LecturerCardFields>;

/** A lecturer: picture, name, job title and what they teach; links to /lecturers/<slug>. */
export function LecturerCard({
  lecturer,
  heading: Heading = 'h3',
}: {
  lecturer: LecturerCardItem;
  heading?: 'h2' | 'h3';
}) {
  const t = useTranslations('explore.card');
  const locale = useLocale() as Locale;
  return (
    <Link
      href={`/lecturers/${encodeURIComponent(lecturer.slug)}`}
      className="group flex h-full flex-col items-center gap-3 rounded-card border border-line bg-surface-raised p-5 text-center shadow-card transition hover:border-accent"
    >
      <Avatar name={lecturer.fullName} picture={lecturer.profilePicture} size={88} />
      <Heading className="font-bold text-fg group-hover:text-accent" dir="auto">
        {lecturer.fullName}
      </Heading>
      {lecturer.jobTitle ? <p className="text-sm text-fg-muted">{lecturer.jobTitle.localizedName}</p> : null}
      <p className="mt-auto text-sm font-medium text-accent">
        {t('courses', countArgs(lecturer.coursesCount, locale))}
        {lecturer.diplomasCount > 0 ? <> · {t('diplomas', countArgs(lecturer.diplomasCount, locale))}</> : null}
      </p>
    </Link>
  );
}
