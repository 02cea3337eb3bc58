import type { Locale } from '@manara/i18n';
import type { BlogCardData } from '../api/blog-documents';
import { BlogCard } from './blog-card';

/** Cards in a responsive grid; the first row loads eagerly when it is above the fold. */
export function BlogGrid({
  blogs,
  locale,
  viewsLabel,
  eager = false,
}: {
  blogs: BlogCardData[];
  locale: Locale;
  viewsLabel: string;
  eager?: boolean;
}) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {blogs.map((blog, index) => (
        <li key={blog.id} className="flex">
          <BlogCard blog={blog} locale={locale} viewsLabel={viewsLabel} priority={eager && index === 0} />
        </li>
      ))}
    </ul>
  );
}
