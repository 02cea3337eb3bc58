'use client';
import type { Locale } from '@manara/i18n';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Pagination } from '@/shared/ui/pagination/pagination';
import { fetchBlogPage, type BlogPageData } from '../api/fetch-blog-page';
import { pageFromQuery } from '../lib/page-query';
import { BlogGrid } from './blog-grid';

export interface BlogListingProps {
  /** Page 1, rendered on the server. */
  initial: BlogPageData;
  category: string | null;
  /** The list's own path with the language prefix (e.g. /en/blogs/training-tips). */
  basePath: string;
  locale: Locale;
  labels: { views: string; loading: string; failed: string };
}

const hrefIn = (basePath: string) => (page: number) => (page > 1 ? `${basePath}?page=${page}` : basePath);

/** Page 1 as the server renders it: the Suspense fallback of <BlogListing>, so the route stays static. */
export function BlogFirstPage({ initial, basePath, locale, labels }: Omit<BlogListingProps, 'category'>) {
  return (
    <div>
      <BlogGrid blogs={initial.items} locale={locale} viewsLabel={labels.views} eager />
      <Pagination page={1} totalPages={initial.totalPages} hrefOf={hrefIn(basePath)} />
    </div>
  );
}

/**
 * The article list with its pages. The page number lives in the URL (`?page=n`); page 1 comes
 * from the server, other pages are fetched here, so reading the query never makes the route dynamic.
 */
export function BlogListing({ initial, category, basePath, locale, labels }: BlogListingProps) {
  const page = pageFromQuery(useSearchParams().get('page'));
  const router = useRouter();
  const [loaded, setLoaded] = useState<{ page: number; data: BlogPageData } | null>(null);
  const [failed, setFailed] = useState<number | null>(null);

  useEffect(() => {
    if (page === 1) return;
    const controller = new AbortController();
    fetchBlogPage({ category, page }, { locale, signal: controller.signal }).then(
      (data) => setLoaded({ page, data }),
      () => {
        if (!controller.signal.aborted) setFailed(page);
      },
    );
    return () => controller.abort();
  }, [page, category, locale]);

  const data = page === 1 ? initial : loaded?.page === page ? loaded.data : null;
  const hrefOf = hrefIn(basePath);
  return (
    <div aria-busy={data ? undefined : true}>
      {data ? (
        <BlogGrid blogs={data.items} locale={locale} viewsLabel={labels.views} eager={page === 1} />
      ) : (
        <p role="status" className="py-16 text-center text-fg-muted">
          {failed === page ? labels.failed : labels.loading}
        </p>
      )}
      <Pagination
        page={page}
        totalPages={data?.totalPages ?? initial.totalPages}
        hrefOf={hrefOf}
        onPage={(target) => {
          router.push(hrefOf(target), { scroll: false });
          document.getElementById('articles-heading')?.scrollIntoView({ block: 'start' });
        }}
      />
    </div>
  );
}
