import { useTranslations } from '#intl';
import { SearchIcon } from '@/shared/ui/icons/shell-icons';
import { AlertIcon } from '@/shared/ui/icons/alert-icon';
import { buttonStyles } from '@/shared/ui/styles';

/** docs/product/shell.md: 'no results for' plus the query (isolated: it may be in the other script). */
export function NoResults({ query }: { query: string }) {
  const t = useTranslations('search');
  return (
    <div className="flex flex-col items-center px-4 py-8 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-surface-muted text-fg-muted">
        <SearchIcon size={22} />
      </span>
      <p className="mt-3 font-semibold text-fg">
        {t.rich('noResults', { query, bdi: (chunks) => <bdi>{chunks}</bdi> })}
      </p>
      <p className="mt-1 text-sm text-fg-muted">{t('noResultsHint')}</p>
    </div>
  );
}

/** A failed search, said calmly, with a way to try again. */
export function SearchError({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('search');
  return (
    <div className="flex flex-col items-center px-4 py-8 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-surface-muted text-fg-muted">
        <AlertIcon size={22} />
      </span>
      <p className="mt-3 font-semibold text-fg">{t('error')}</p>
      <button
        type="button"
        onClick={onRetry}
        data-search-item=""
        className={`${buttonStyles.secondary} ${buttonStyles.small} mt-4`}
      >
        {t('retry')}
      </button>
    </div>
  );
}

/** Grey rows in the shape of results while a search runs (hidden from assistive tech; the live region speaks). */
export function ResultsSkeleton({ rows, thumbnailWidth = 72 }: { rows: number; thumbnailWidth?: number }) {
  return (
    <ul aria-hidden="true" className="space-y-1">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="flex animate-pulse items-center gap-3 p-2">
          <span
            className="shrink-0 rounded-lg bg-surface-muted"
            style={{ width: thumbnailWidth, aspectRatio: 4 / 3 }}
          />
          <span className="flex-1 space-y-2">
            <span className="block h-4 w-3/4 rounded bg-surface-muted" />
            <span className="block h-3 w-1/3 rounded bg-surface-muted" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Announces search progress politely (the loading state is announced), visually hidden. */
export function SearchAnnouncer({ message }: { message: string }) {
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {message}
    </p>
  );
}
