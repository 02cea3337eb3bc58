import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { redirectPermanently } from '@/app/_lib/legacy-redirect';
import { asLocale } from '@/i18n/locale-params';
import { JsonLd } from '@/shared/seo/json-ld';
import { absoluteUrl, buildMetadata } from '@/shared/seo/page-seo';
import { blogPostingJsonLd } from '@/shared/seo/schema-org';
import { fetchRelatedBlogs } from '@/features/blogs/api/fetch-related-blogs';
import { BlogArticle } from '@/features/blogs/components/blog-article';
import { blogPath } from '@/features/blogs/lib/blog-path';
import { excerpt } from '@/features/blogs/lib/excerpt';
import { loadBlog } from '@/features/blogs/lib/load-blog';
import { decodeParam } from '@/shared/routing/route-param';

type Props = { params: Promise<{ locale: string; category: string; slug: string }> };

export function generateStaticParams() {
  return [];
}
export const revalidate = 300;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, slug } = await params;
  const locale = asLocale(raw);
  const blog = await loadBlog(locale, slug);
  if (!blog) return {};
  return buildMetadata({
    locale,
    path: blogPath(blog.category?.slug, blog.slug),
    title: blog.seoTitle ?? blog.title,
    description: blog.seoDescription ?? blog.summary ?? excerpt(blog.localizedContent),
    image: blog.thumbnail,
    type: 'article',
  });
}

/** An article at its canonical URL; an id, another slug spelling or the wrong category redirect (308). */
export default async function BlogPostPage({ params }: Props) {
  const { locale: raw, category, slug } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const blog = await loadBlog(locale, slug);
  if (!blog) notFound();
  if (decodeParam(slug) !== blog.slug || decodeParam(category) !== blog.category?.slug) {
    redirectPermanently(locale, blogPath(blog.category?.slug, blog.slug));
  }
  const url = absoluteUrl(locale, blogPath(blog.category.slug, blog.slug));
  const related = await fetchRelatedBlogs(locale, blog.category.slug, blog.id).catch(() => []);
  return (
    <>
      <JsonLd
        data={blogPostingJsonLd({
          url,
          headline: blog.title,
          description: blog.summary ?? excerpt(blog.localizedContent),
          image: blog.thumbnail,
          datePublished: blog.publishedAt ?? blog.createdAt,
          authorName: blog.lecturer?.user.fullName,
          inLanguage: locale,
        })}
      />
      <BlogArticle blog={blog} related={related} url={url} locale={locale} />
    </>
  );
}
