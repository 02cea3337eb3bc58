import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirectPermanently } from '@/app/_lib/legacy-redirect';
import { asLocale } from '@/i18n/locale-params';
import { buildMetadata } from '@/shared/seo/page-seo';
import { fetchBlogCategories } from '@/features/blogs/api/fetch-blog-categories';
import { fetchBlogPage } from '@/features/blogs/api/fetch-blog-page';
import { BlogIndex } from '@/features/blogs/components/blog-index';
import { loadBlog } from '@/features/blogs/lib/load-blog';
import { blogCategoryPath, blogPath } from '@/features/blogs/lib/blog-path';
import { decodeParam } from '@/shared/routing/route-param';

type Props = { params: Promise<{ locale: string; category: string }> };

export function generateStaticParams() {
  return [];
}
export const revalidate = 300;

async function categoryOf(locale: string, param: string) {
  const slug = decodeParam(param);
  return (await fetchBlogCategories(locale)).find((c) => c.slug === slug) ?? null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, category: param } = await params;
  const locale = asLocale(raw);
  const category = await categoryOf(locale, param);
  if (!category) return {};
  const t = await getTranslations({ locale, namespace: 'blogs.category' });
  return buildMetadata({
    locale,
    path: blogCategoryPath(category.slug),
    title: category.name,
    description: t('description', { category: category.name }),
  });
}

/**
 * A category's articles. docs/product/shell.md also links articles as /blogs/{slug}: a segment that is not a
 * category but an article goes (308) to the article's canonical URL; anything else is a 404.
 */
export default async function BlogCategoryPage({ params }: Props) {
  const { locale: raw, category: param } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const [categories, category] = await Promise.all([fetchBlogCategories(locale), categoryOf(locale, param)]);
  if (!category) {
    const blog = await loadBlog(locale, param);
    if (!blog) notFound();
    redirectPermanently(locale, blogPath(blog.category?.slug, blog.slug));
  }
  const firstPage = await fetchBlogPage({ category: category.slug, page: 1 }, { locale, revalidate: 300 });
  return <BlogIndex locale={locale} categories={categories} category={category} firstPage={firstPage} />;
}
