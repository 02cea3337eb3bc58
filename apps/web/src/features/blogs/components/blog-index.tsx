import type { Locale } from '@manara/i18n';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { localizedPath } from '@/i18n/locale-params';
import { Breadcrumbs, type Crumb } from '@/shared/ui/breadcrumbs';
import { Link } from '@/i18n/navigation';
import { buttonStyles } from '@/shared/ui/styles';
import type { BlogCategoryData } from '../api/blog-documents';
import type { BlogPageData } from '../api/fetch-blog-page';
import { blogCategoryPath } from '../lib/blog-path';
import { BlogCategoriesNav } from './blog-categories-nav';
import { BlogFirstPage, BlogListing } from './blog-listing';

interface BlogIndexProps {
  locale: Locale;
  categories: BlogCategoryData[];
  /** The category shown, or null for all blogs. */
  category: BlogCategoryData | null;
  firstPage: BlogPageData;
}

/** /blogs and /blogs/{category}: heading, the categories board and the paged article list. */
export async function BlogIndex({ locale, categories, category, firstPage }: BlogIndexProps) {
  const t = await getTranslations({ locale, namespace: 'blogs' });
  const path = blogCategoryPath(category?.slug ?? null);
  const crumbs: Crumb[] = [
    { name: t('article.home'), path: '/' },
    { name: t('list.title'), path: '/blogs' },
    ...(category ? [{ name: category.name, path }] : []),
  ];
  const listing = {
    initial: firstPage,
    basePath: localizedPath(locale, path),
    locale,
    labels: { views: t('article.views'), loading: t('list.loading'), failed: t('list.failed') },
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Breadcrumbs items={crumbs} label={t('article.breadcrumb')} locale={locale} />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold text-fg sm:text-4xl">{category ? category.name : t('list.title')}</h1>
        <p className="mt-3 text-lg text-fg-muted">
          {category ? t('category.description', { category: category.name }) : t('list.description')}
        </p>
      </header>
      <BlogCategoriesNav
        categories={categories}
        active={category?.slug ?? null}
        locale={locale}
        labels={{ heading: t('list.categoriesHeading'), all: t('list.allCategories') }}
      />
      <section aria-labelledby="articles-heading" className="mt-10 scroll-mt-24">
        <h2 id="articles-heading" className="mb-5 text-2xl font-bold text-fg">
          {t('list.articlesHeading')}
        </h2>
        {firstPage.items.length === 0 ? (
          <div className="rounded-card border border-dashed border-line px-6 py-14 text-center">
            <p className="text-fg-muted">{t('list.empty')}</p>
            {category ? (
              <Link href="/blogs" className={`${buttonStyles.secondary} mt-5`}>
                {t('list.emptyAction')}
              </Link>
            ) : null}
          </div>
        ) : (
          <Suspense fallback={<BlogFirstPage {...listing} />}>
            <BlogListing {...listing} category={category?.slug ?? null} />
          </Suspense>
        )}
      </section>
    </div>
  );
}
