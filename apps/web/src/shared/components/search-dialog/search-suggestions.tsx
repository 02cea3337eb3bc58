'use client';
import { useTranslations } from 'next-intl';
import { SearchIcon } from '../icons/icons';

/** SPEC §2: the suggested phrases shown while the search box is empty. */
export const suggestedPhraseKeys = [
  'injuryRehabilitation',
  'dietTypes',
  'healthySports',
  'trainingFundamentals',
] as const;

export function SearchSuggestions({ onPick }: { onPick: (phrase: string) => void }) {
  const t = useTranslations('shell.search');
  return (
    <section aria-labelledby="search-suggested-heading">
      <h2 id="search-suggested-heading" className="text-sm font-semibold text-fg-muted">
        {t('suggested')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {suggestedPhraseKeys.map((key) => (
          <li key={key}>
            <button
              type="button"
              onClick={() => onPick(t(`phrases.${key}`))}
              className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium text-fg transition-colors hover:border-accent hover:text-accent"
            >
              <SearchIcon size={15} className="text-fg-muted" />
              {t(`phrases.${key}`)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
