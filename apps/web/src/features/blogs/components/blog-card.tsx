import { formatLongDate, formatNumber, type Locale } from '@manara/i18n';
import { Link } from '@/i18n/navigation';
import { ResponsiveImage } from '@/shared/ui/media/responsive-image';
import type { BlogCardData } from '../api/blog-documents';
import { blogPath } from '../lib/blog-path';
import { EyeIcon } from '@/shared/ui/icons/blog-icons';

interface BlogCardProps {
  blog: BlogCardData;
  locale: Locale;
  /** The word for views, translated by the caller (the card renders on the server and in the browser). */
  viewsLabel: string;
  /** Heading level of the card title, so the outline stays in order where the card is placed. */
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}

/** An article teaser: image, category, title (the link covers the card), author, date and views. */
export function BlogCard({ blog, locale, viewsLabel, headingLevel = 'h3', priority = false }: BlogCardProps) {
  const Heading = headingLevel;
  const date = blog.publishedAt ?? blog.createdAt;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-card border border-line bg-surface-raised shadow-card transition-shadow hover:shadow-pop has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-accent">
      {blog.thumbnail ? (
        <ResponsiveImage
          src={blog.thumbnail}
          alt={blog.altText ?? ''}
          ratio={16 / 9}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          maxWidth={400}
          priority={priority}
        />
      ) : (
        <div aria-hidden="true" className="aspect-video bg-gradient-to-br from-accent-soft to-surface-muted" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        {blog.category ? <p className="text-sm font-semibold text-accent">{blog.category.name}</p> : null}
        <Heading className="text-lg font-bold leading-snug text-fg">
          <Link
            href={blogPath(blog.category?.slug, blog.slug)}
            className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
          >
            <bdi>{blog.title}</bdi>
          </Link>
        </Heading>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-sm text-fg-muted">
          {blog.lecturer ? <bdi>{blog.lecturer.user.fullName}</bdi> : null}
          <time dateTime={date}>{formatLongDate(date, locale)}</time>
          <span className="inline-flex items-center gap-1">
            <EyeIcon size={16} />
            <span className="sr-only">{viewsLabel}:</span>
            {formatNumber(blog.viewsCount, locale)}
          </span>
        </p>
      </div>
    </article>
  );
}
