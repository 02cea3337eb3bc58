import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale, type LocaleParams } from '../../_lib/locale';
import { HomeFeatures } from './_home/home-features';
import { HomeHero } from './_home/home-hero';
import { HomeSection } from './_home/home-section';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'pages.home' });
  const brand = (await getTranslations({ locale, namespace: 'common' }))('brand');
  return { title: { absolute: `${brand} | ${t('title')}` }, description: t('description') };
}

/** Home (explore): hero, why Manara, and the rows the catalogue issue fills. Static per language. */
export default async function HomePage({ params }: LocaleParams) {
  setRequestLocale(asLocale((await params).locale));
  return (
    <>
      <HomeHero />
      <HomeFeatures />
      <HomeSection id="popularCourses" href="/courses" />
      <HomeSection id="liveWorkshops" href="/live-workshops" />
      <HomeSection id="diplomas" href="/paths" />
      <HomeSection id="latestBlogs" href="/blogs" />
    </>
  );
}
