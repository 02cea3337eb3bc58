import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { segment } from '@/app/_lib/legacy-redirect';
import { asLocale } from '@/i18n/locale-params';
import { buildMetadata } from '@/shared/seo/page-seo';
import { loadCategoryPrograms } from '@/features/catalogue/api/load-detail';
import { Breadcrumbs } from '@/features/catalogue/components/breadcrumbs';
import { CategorySection } from '@/features/catalogue/components/category-section';
import { PageHeader } from '@/features/catalogue/components/page-header';
import { countArgs } from '@/shared/lib/count-args';

type Props = { params: Promise<{ locale: string; id: string }> };

export const revalidate = 300;

/** Rendered on first visit, then cached (no ids are known at build time). */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params;
  const locale = asLocale(raw);
  const { category } = await loadCategoryPrograms(locale, id);
  const t = await getTranslations({ locale, namespace: 'pages.category' });
  return buildMetadata({
    locale,
    path: `/category/${segment(category.slug)}`,
    title: category.name,
    description: t('metaDescription', { name: category.name }),
    image: category.image,
  });
}

/** /category/{id or slug}: a category's courses, live workshops and diplomas (docs/product/shell.md). */
export default async function CategoryPage({ params }: Props) {
  const { locale: raw, id } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const data = await loadCategoryPrograms(locale, id);
  const slug = segment(data.category.slug);
  const t = await getTranslations({ locale, namespace: 'pages.category' });
  const tc = await getTranslations({ locale, namespace: 'explore.card' });
  const total = data.coursesCount + data.workshopsCount + data.diplomasCount;
  const filter = `?category=${slug}`;
  return (
    <>
      <PageHeader
        title={data.category.name}
        description={
          total > 0
            ? [
                tc('courses', countArgs(data.coursesCount, locale)),
                tc('workshops', countArgs(data.workshopsCount, locale)),
                tc('diplomas', countArgs(data.diplomasCount, locale)),
              ].join(' · ')
            : undefined
        }
        breadcrumbs={<Breadcrumbs locale={locale} items={[{ name: data.category.name, path: `/category/${slug}` }]} />}
      />
      <div className="pb-16">
        {total === 0 ? (
          <p className="mx-auto mt-12 max-w-xl px-4 text-center text-lg text-fg-muted">{t('empty')}</p>
        ) : null}
        <CategorySection
          id="courses"
          title={t('sections.courses')}
          items={data.courses}
          total={data.coursesCount}
          href={`/courses${filter}`}
          priority
        />
        <CategorySection
          id="workshops"
          title={t('sections.workshops')}
          items={data.workshops}
          total={data.workshopsCount}
          href={`/live-workshops${filter}`}
        />
        <CategorySection
          id="diplomas"
          title={t('sections.diplomas')}
          items={data.diplomas}
          total={data.diplomasCount}
          href={`/paths${filter}`}
        />
      </div>
    </>
  );
}
