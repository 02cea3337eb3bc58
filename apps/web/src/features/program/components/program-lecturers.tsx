import type { Locale } from '@manara/i18n';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { ResponsiveImage } from '@/shared/ui/media/responsive-image';
import type { ProgramLecturer as Lecturer } from '../lib/lecturers';

/** One lecturer: photo, name, job title, short bio and a link to the profile. */
function LecturerCard({ lecturer, profile }: { lecturer: Lecturer; profile: string }) {
  return (
    <div className="flex flex-col gap-4 rounded-card border border-line bg-surface-raised p-5 sm:flex-row sm:items-start">
      {lecturer.profilePicture ? (
        <ResponsiveImage
          src={lecturer.profilePicture}
          alt=""
          ratio={1}
          sizes="96px"
          maxWidth={96}
          className="size-24 shrink-0 rounded-full"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-24 shrink-0 items-center justify-center rounded-full bg-accent-soft text-3xl font-bold text-accent"
        >
          {lecturer.fullName.trim().charAt(0)}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <h3 className="text-xl font-bold text-fg">
          <bdi>{lecturer.fullName}</bdi>
        </h3>
        {lecturer.jobTitle ? <p className="text-fg-muted">{lecturer.jobTitle.localizedName}</p> : null}
        {lecturer.bio ? <p className="mt-3 line-clamp-4 text-fg">{lecturer.bio}</p> : null}
        <Link
          href={`/lecturers/${encodeURIComponent(lecturer.slug)}`}
          className="mt-3 inline-block font-semibold text-accent underline-offset-2 hover:underline"
        >
          {profile}
        </Link>
      </div>
    </div>
  );
}

/** The program page's lecturer section: the lecturer, then each co-lecturer, as cards. */
export async function ProgramLecturers({ lecturers, locale }: { lecturers: Lecturer[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'program.lecturer' });
  if (lecturers.length === 0) return null;
  return (
    <section aria-labelledby="lecturer-heading" className="mt-12" data-testid="program-lecturers">
      <h2 id="lecturer-heading" className="text-2xl font-bold text-fg">
        {lecturers.length > 1 ? t('headingMany') : t('heading')}
      </h2>
      <ul className="mt-4 flex flex-col gap-4">
        {lecturers.map((lecturer) => (
          <li key={lecturer.slug}>
            <LecturerCard lecturer={lecturer} profile={t('profile', { name: lecturer.fullName })} />
          </li>
        ))}
      </ul>
    </section>
  );
}
