import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@manara/i18n';
import { PageMessages } from '@/i18n/page-messages';
import { request } from '@/shared/graphql/request';
import { fetchListing } from '../../api/fetch-listing';
import { CategoriesQuery } from '../../api/listing-documents';
import { listingConfigs, listingPaths, type ListingKey } from '../../lib/listing-configs';
import { defaultState } from '../../lib/listing-state';
import { Breadcrumbs } from '../breadcrumbs';
import { listingGridClass } from '../grid-classes';
import { PageHeader } from '../page-header';
import { ProgramGrid } from '../program-grid';
import { CatalogueListing } from './catalogue-listing';

/** Catalogue data is the same for every visitor: cached and refreshed in the background (decision 0010). */
export const LISTING_REVALIDATE_SECONDS = 300;

/**
 * A catalogue page, static per language: the default first page is rendered on the server and
 * hydrated; the browser then follows the URL's filters, sort and page.
 */
export async function ListingPage({ locale, listingKey }: { locale: Locale; listingKey: ListingKey }) {
  setRequestLocale(locale);
  const config = listingConfigs[listingKey];
  const options = { locale, revalidate: LISTING_REVALIDATE_SECONDS };
  const [t, initial, categories] = await Promise.all([
    getTranslations({ locale, namespace: `pages.${listingKey}` }),
    fetchListing(defaultState(config), config, options),
    config.filters.includes('category')
      ? request(CategoriesQuery, { filter: { isActive: true } }, options).then((r) => r.categories.data?.items ?? [])
      : Promise.resolve([]),
  ]);
  const categoryOptions = categories.map(({ slug, name }) => ({ slug, name }));
  const title = t('title');
  return (
    <>
      <PageHeader
        title={title}
        description={t('description')}
        breadcrumbs={<Breadcrumbs locale={locale} items={[{ name: title, path: listingPaths[listingKey] }]} />}
      />
      <div className="pt-8">
        <PageMessages namespaces={['explore']}>
          <CatalogueListing
            listingKey={listingKey}
            initial={initial}
            initialGrid={<ProgramGrid items={initial.items} priorityCount={3} className={listingGridClass} />}
            categories={categoryOptions}
          />
        </PageMessages>
      </div>
    </>
  );
}
