import { useLocale, useTranslations } from '#intl';
import type { Locale } from '@manara/i18n';
import { countArgs } from '@/shared/lib/count-args';
import type { SearchResults } from '../api/search-documents';
import { searchGroups } from '../lib/merge-results';
import { SearchResultRow } from './search-result-row';

/** The /search results by type (courses, workshops, diplomas, blogs), each with its count; empty types are left out. */
export function SearchPageGroups({ results }: { results: SearchResults }) {
  const t = useTranslations('search.page');
  const locale = useLocale() as Locale;
  return (
    <div className="space-y-10">
      {searchGroups
        .filter((group) => results[group].length > 0)
        .map((group) => (
          <section key={group} aria-labelledby={`search-group-${group}`}>
            <h2 id={`search-group-${group}`} className="flex items-baseline gap-3 text-xl font-bold text-fg">
              {t(`groups.${group}`)}
              <span className="text-sm font-medium text-fg-muted">
                {t('groupCount', countArgs(results[group].length, locale))}
              </span>
            </h2>
            <ul className="mt-4 grid gap-2 md:grid-cols-2">
              {results[group].map((hit) => (
                <li key={hit.id}>
                  <SearchResultRow hit={hit} thumbnailWidth={112} />
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
