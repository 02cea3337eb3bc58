'use client';
import { useTranslations } from '#intl';
import type { CategoryTile } from '@/features/search/api/search-documents';
import { SearchThumbnail } from '@/features/search/components/search-thumbnail';
import { SearchIcon } from '@/shared/ui/icons/shell-icons';

/** docs/product/shell.md: the suggested phrases shown while the search box is empty. */
export const suggestedPhraseKeys = [
  'injuryRehabilitation',
  'dietTypes',
  'healthySports',
  'trainingFundamentals',
] as const;

const chip =
  'inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium text-fg transition-colors hover:border-accent hover:text-accent';

/** The empty dialog: suggested phrases, then up to 4 category tiles; each fills the box and searches. */
export function SearchSuggestions({ tiles, onPick }: { tiles: CategoryTile[]; onPick: (text: string) => void }) {
  const t = useTranslations('search');
  return (
    <div className="space-y-6">
      <section aria-labelledby="search-suggested-heading">
        <h2 id="search-suggested-heading" className="text-sm font-semibold text-fg-muted">
          {t('suggested')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {suggestedPhraseKeys.map((key) => (
            <li key={key}>
              <button type="button" data-search-item="" onClick={() => onPick(t(`phrases.${key}`))} className={chip}>
                <SearchIcon size={15} className="text-fg-muted" />
                {t(`phrases.${key}`)}
              </button>
            </li>
          ))}
        </ul>
      </section>
      {tiles.length > 0 ? (
        <section aria-labelledby="search-categories-heading">
          <h2 id="search-categories-heading" className="text-sm font-semibold text-fg-muted">
            {t('categories')}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-2">
            {tiles.map((tile) => (
              <li key={tile.id}>
                <button
                  type="button"
                  data-search-item=""
                  onClick={() => onPick(tile.name)}
                  className="flex w-full items-center gap-3 rounded-xl border border-line bg-surface p-2 text-start text-sm font-semibold text-fg transition-colors hover:border-accent hover:text-accent"
                >
                  <SearchThumbnail src={tile.image ?? null} width={48} />
                  <span dir="auto" className="min-w-0 flex-1">
                    {tile.name}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
