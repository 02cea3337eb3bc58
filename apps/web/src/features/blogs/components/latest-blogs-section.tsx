import type { Locale } from '@manara/i18n';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { ChevronEndIcon } from '@/shared/ui/icons/chevron-end-icon';
import type { BlogCardData } from '../api/blog-documents';
import { BlogCard } from './blog-card';

/** Home row: the newest articles (from the home page's one request) with a link to the blog; nothing when there are none. */
export async function LatestBlogsSection({ locale, blogs }: { locale: Locale; blogs: readonly BlogCardData[] }) {
  const t = await getTranslations({ locale, namespace: 'blogs.latest' });
  const views = (await getTranslations({ locale, namespace: 'blogs.article' }))('views');
  if (blogs.length === 0) return null;
  return (
    <section
      aria-labelledby="latest-blogs-heading"
      className="render-near-viewport mx-auto max-w-7xl px-4 pt-16 sm:px-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="latest-blogs-heading" className="text-2xl font-bold text-fg sm:text-3xl">
            {t('title')}
          </h2>
          <p className="mt-1 text-fg-muted">{t('body')}</p>
        </div>
        <Link
          href="/blogs"
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 font-semibold text-accent hover:underline"
        >
          {t('viewAll')}
          <span className="sr-only">: {t('title')}</span>
          <ChevronEndIcon size={18} className="flip-rtl" />
        </Link>
      </div>
      <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {blogs.map((blog) => (
          <BlogCard key={blog.id} blog={blog} locale={locale} viewsLabel={views} />
        ))}
      </div>
    </section>
  );
}
