import { formatNumber, type Locale } from '@manara/i18n';
import { Link } from '@/i18n/navigation';
import type { BlogCategoryData } from '../api/blog-documents';
import { blogCategoryPath } from '../lib/blog-path';

interface BlogCategoriesNavProps {
  categories: BlogCategoryData[];
  active: string | null;
  locale: Locale;
  labels: { heading: string; all: string };
}

/** The categories board: every active category with its article count; the current one marked. */
export function BlogCategoriesNav({ categories, active, locale, labels }: BlogCategoriesNavProps) {
  const pill =
    'inline-flex min-h-10 items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors';
  const links = [
    { slug: null, name: labels.all, count: null },
    ...categories.map((c) => ({ slug: c.slug, name: c.name, count: c.blogsCount })),
  ];
  return (
    <nav aria-labelledby="blog-categories-heading" className="mt-8">
      <h2 id="blog-categories-heading" className="sr-only">
        {labels.heading}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => {
          const current = link.slug === active;
          return (
            <li key={link.slug ?? 'all'}>
              <Link
                href={blogCategoryPath(link.slug)}
                aria-current={current ? 'page' : undefined}
                className={`${pill} ${current ? 'border-accent bg-accent text-on-accent' : 'border-line bg-surface-raised text-fg hover:border-accent hover:text-accent'}`}
              >
                <bdi>{link.name}</bdi>
                {link.count != null ? (
                  <span
                    className={`rounded-full px-2 text-xs ${current ? 'bg-on-accent/20' : 'bg-surface-muted text-fg-muted'}`}
                  >
                    {formatNumber(link.count, locale)}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
