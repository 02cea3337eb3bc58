'use client';
import { useLocale, useTranslations } from '#intl';
import type { Locale } from '@manara/i18n';
import { countArgs } from '@/shared/lib/count-args';
import type { SearchResults } from '../api/search-documents';
import { countResults } from '../lib/merge-results';
import type { SearchState } from '../lib/search-scheduler';

/** What the polite live region says for a search state (nothing while idle). */
export function useSearchStatus(state: SearchState<SearchResults>, shown?: number): string {
  const t = useTranslations('search');
  const locale = useLocale() as Locale;
  switch (state.status) {
    case 'idle':
      return '';
    case 'loading':
      return t('loading');
    case 'error':
      return t('error');
    case 'success': {
      const count = shown ?? countResults(state.result);
      return count === 0
        ? t.markup('noResults', { query: state.query, bdi: (chunks) => chunks })
        : t('resultsReady', countArgs(count, locale));
    }
  }
}
