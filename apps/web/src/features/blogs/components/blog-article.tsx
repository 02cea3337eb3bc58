import { formatLongDate, formatNumber, type Locale } from '@manara/i18n';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs';
import { CommunityMessages } from '@/features/community/components/community-messages';
import { RichHtml } from '@/shared/ui/rich-html';
import { Link } from '@/i18n/navigation';
import { ResponsiveImage } from '@/shared/ui/media/responsive-image';
import type { BlogCardData, BlogData } from '../api/blog-documents';
import { blogCategoryPath, blogPath } from '../lib/blog-path';
import { readingMinutes } from '../lib/reading-time';
import { BlogCard } from './blog-card';
import { BlogEngagement } from './blog-engagement';
import { ClockIcon } from '@/shared/ui/icons/blog-icons';
import { ReportButton } from '@/features/community/components/report-button';
import { ShareButtons } from './share-buttons';

interface BlogArticleProps {
  blog: BlogData;
  related: BlogCardData[];
  /** Absolute canonical URL, for sharing. */
  url: string;
  locale: Locale;
}

/** The article: trail, heading with author, date and reading time, image, body, likes, sharing, related. */
export async function BlogArticle({ blog, related, url, locale }: BlogArticleProps) {
  const t = await getTranslations({ locale, namespace: 'blogs' });
  const date = blog.publishedAt ?? blog.createdAt;
  const minutes = readingMinutes(blog.localizedContent);
  const category = blog.category;
  const crumbs = [
    { name: t('article.home'), path: '/' },
    { name: t('list.title'), path: '/blogs' },
    ...(category ? [{ name: category.name, path: blogCategoryPath(category.slug) }] : []),
    { name: blog.title, path: blogPath(category?.slug, blog.slug) },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumbs items={crumbs} label={t('article.breadcrumb')} locale={locale} />
      <article className="mx-auto mt-6 max-w-3xl">
        <header>
          {category ? (
            <Link href={blogCategoryPath(category.slug)} className="text-sm font-semibold text-accent hover:underline">
              {category.name}
            </Link>
          ) : null}
          <h1 className="mt-2 text-3xl font-bold leading-tight text-fg sm:text-4xl">
            <bdi>{blog.title}</bdi>
          </h1>
          {blog.summary ? (
            <p className="mt-3 text-lg leading-relaxed text-fg-muted" dir="auto" data-testid="blog-summary">
              {blog.summary}
            </p>
          ) : null}
          <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-fg-muted">
            {blog.lecturer ? (
              <span>
                {t.rich('article.by', {
                  name: () => (
                    <Link
                      href={`/lecturers/${encodeURIComponent(blog.lecturer!.slug)}`}
                      className="font-semibold text-fg hover:text-accent hover:underline"
                    >
                      <bdi>{blog.lecturer!.user.fullName}</bdi>
                    </Link>
                  ),
                })}
              </span>
            ) : null}
            <time dateTime={date}>{t('article.publishedOn', { date: formatLongDate(date, locale) })}</time>
            {minutes > 0 ? (
              <span className="inline-flex items-center gap-1.5">
                <ClockIcon size={16} />
                {t('article.readingTime', { minutes, n: formatNumber(minutes, locale) })}
              </span>
            ) : null}
          </p>
          <div className="mt-4">
            <BlogEngagement
              blogId={blog.id}
              locale={locale}
              initialViews={blog.viewsCount}
              initialLikes={blog.likesCount}
              labels={{
                views: t('article.views'),
                likes: t('article.likes'),
                like: t('article.like'),
                likeFailed: t('article.likeFailed'),
              }}
            />
          </div>
        </header>
        {blog.thumbnail ? (
          <ResponsiveImage
            src={blog.thumbnail}
            alt={blog.altText ?? ''}
            ratio={16 / 9}
            sizes="(min-width: 768px) 768px, 100vw"
            maxWidth={768}
            priority
            className="mt-8 rounded-card"
          />
        ) : null}
        <RichHtml html={blog.localizedContent} className="mt-8 text-[1.05rem]" />
        {blog.tags.length > 0 ? (
          <div className="mt-8">
            <h2 className="sr-only">{t('article.tags')}</h2>
            <ul className="flex flex-wrap gap-2">
              {blog.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-surface-muted px-3 py-1 text-sm text-fg-muted">
                  <bdi>#{tag}</bdi>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-10 border-t border-line pt-6">
          <ShareButtons
            url={url}
            title={blog.title}
            labels={{
              heading: t('share.heading'),
              copy: t('share.copy'),
              copied: t('share.copied'),
              copyFailed: t('share.copyFailed'),
              native: t('share.native'),
              whatsapp: t('share.whatsapp'),
              x: t('share.x'),
              facebook: t('share.facebook'),
              linkedin: t('share.linkedin'),
            }}
          />
          <div className="mt-4">
            <CommunityMessages>
              <ReportButton target="BLOG" targetId={blog.id} name={blog.title} />
            </CommunityMessages>
          </div>
        </div>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-16">
          <h2 id="related-heading" className="text-2xl font-bold text-fg">
            {t('article.related')}
          </h2>
          <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <li key={item.id} className="flex">
                <BlogCard blog={item} locale={locale} viewsLabel={t('article.views')} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
