import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buildMetadata } from '@/shared/seo/page-seo';
import { ProgramGrid } from '@/features/catalogue/components/program-grid';
import { LatestBlogsSection } from '@/features/blogs/components/latest-blogs-section';
import { LecturerGrid } from '@/features/lecturers/components/lecturer-grid';
import { request } from '@/shared/graphql/request';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';
import { ExploreQuery } from './_home/explore-documents';
import { HomeCategories } from './_home/home-categories';
import { HomeFeatures } from './_home/home-features';
import { HomeHero } from './_home/home-hero';
import { HomeSection } from './_home/home-section';

export const revalidate = 300;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'pages.home' });
  const brand = (await getTranslations({ locale, namespace: 'common' }))('brand');
  return buildMetadata({
    locale,
    path: '/',
    title: `${brand} | ${t('title')}`,
    description: t('description'),
    absoluteTitle: true,
  });
}

/** Home (explore): hero, why Manara, then the catalogue rows from one learningProgramsExplore request. Static per language. */
export default async function HomePage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const result = await request(ExploreQuery, {}, { locale, revalidate: 300 });
  const explore = result.learningProgramsExplore.data;
  if (!explore) throw new Error(`learningProgramsExplore failed: ${result.learningProgramsExplore.code}`);
  return (
    <>
      <HomeHero />
      <HomeFeatures />
      <HomeSection id="categories" href="/learning-programs" empty={explore.categories.length === 0}>
        <HomeCategories items={explore.categories} />
      </HomeSection>
      <HomeSection id="popularCourses" href="/courses" empty={explore.popularCourses.length === 0}>
        <ProgramGrid items={explore.popularCourses} />
      </HomeSection>
      <HomeSection id="liveWorkshops" href="/live-workshops" empty={explore.liveWorkshops.length === 0}>
        <ProgramGrid items={explore.liveWorkshops} />
      </HomeSection>
      <HomeSection id="diplomas" href="/paths" empty={explore.diplomas.length === 0}>
        <ProgramGrid items={explore.diplomas} />
      </HomeSection>
      <HomeSection id="lecturers" href="/lecturers" empty={explore.lecturers.length === 0}>
        <LecturerGrid items={explore.lecturers} />
      </HomeSection>
      <LatestBlogsSection locale={locale} blogs={explore.latestBlogs} />
      <div className="pb-16" />
    </>
  );
}
