import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';
import { buildMetadata } from '@/shared/seo/page-seo';
import { fetchBlogCategories } from '@/features/blogs/api/fetch-blog-categories';
import { fetchBlogPage } from '@/features/blogs/api/fetch-blog-page';
import { BlogIndex } from '@/features/blogs/components/blog-index';

/** Static per language, refreshed every 5 minutes; later pages load in the browser (decision 0010). */
export const revalidate = 300;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'blogs.list' });
  return buildMetadata({ locale, path: '/blogs', title: t('title'), description: t('description') });
}

export default async function BlogsPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const [categories, firstPage] = await Promise.all([
    fetchBlogCategories(locale),
    fetchBlogPage({ category: null, page: 1 }, { locale, revalidate: 300 }),
  ]);
  return <BlogIndex locale={locale} categories={categories} category={null} firstPage={firstPage} />;
}
