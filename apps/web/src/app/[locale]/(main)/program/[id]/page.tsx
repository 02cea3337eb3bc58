import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/locale-params';
import { JsonLd } from '@/shared/seo/json-ld';
import { absoluteUrl, buildMetadata } from '@/shared/seo/page-seo';
import { courseJsonLd } from '@/shared/seo/schema-org';
import { ProgramDetail } from '@/features/program/components/program-detail';
import { lecturersOf } from '@/features/program/lib/lecturers';
import { loadProgram, programPath } from '@/features/program/lib/load-program';
import { liveSessionsOf } from '@/features/program/lib/syllabus';

type Props = { params: Promise<{ locale: string; id: string }> };

/** Rendered on first visit, then cached and refreshed every 5 minutes (decision 0010). */
export function generateStaticParams() {
  return [];
}
export const revalidate = 300;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params;
  const locale = asLocale(raw);
  const program = await loadProgram(locale, id);
  return buildMetadata({
    locale,
    path: programPath(program.slug),
    // The search texts written in the studio win; without them, the page's own (decision 0071).
    title: program.seoTitle ?? program.title,
    description: program.seoDescription ?? program.summary,
    image: program.thumbnail,
  });
}

export default async function ProgramPage({ params }: Props) {
  const { locale: raw, id } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const program = await loadProgram(locale, id);
  const live = program.type === 'WORKSHOP' || program.isLiveCourse;
  return (
    <>
      <JsonLd
        data={courseJsonLd({
          url: absoluteUrl(locale, programPath(program.slug)),
          name: program.title,
          description: program.summary,
          image: program.thumbnail,
          inLanguage: program.language === 'EN' ? 'en' : 'ar',
          priceEgp: program.priceAfterDiscount,
          priceValidUntil: program.offerEndsAt,
          lecturerNames: lecturersOf(program).map((lecturer) => lecturer.fullName),
          rating: { value: program.averageRating, count: program.totalNumberOfRatings },
          isLive: live,
          startDate: live ? (liveSessionsOf(program.sections)[0]?.startAt ?? null) : null,
        })}
      />
      <ProgramDetail program={program} locale={locale} />
    </>
  );
}
