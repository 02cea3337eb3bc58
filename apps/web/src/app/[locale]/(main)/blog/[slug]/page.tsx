import { notFound } from 'next/navigation';
import { redirectPermanently } from '@/app/_lib/legacy-redirect';
import { asLocale } from '@/i18n/locale-params';
import { blogPath } from '@/features/blogs/lib/blog-path';
import { loadBlog } from '@/features/blogs/lib/load-blog';

type Props = { params: Promise<{ locale: string; slug: string }> };

export function generateStaticParams() {
  return [];
}
export const revalidate = 300;

/** docs/product/shell.md link form /blog/{slug} (or id): 308 to the article's canonical /blogs/{category}/{slug}. */
export default async function BlogRedirect({ params }: Props) {
  const { locale, slug } = await params;
  const blog = await loadBlog(asLocale(locale), slug);
  if (!blog) notFound();
  redirectPermanently(locale, blogPath(blog.category?.slug, blog.slug));
}
