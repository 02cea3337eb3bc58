'use client';
import { useTranslations } from '#intl';
import { lazy, Suspense, useState } from 'react';
import { SearchIcon } from '@/shared/ui/icons/shell-icons';
import { iconButton } from '@/shared/ui/styles';

const load = () => import('./search-dialog');

function SearchButton({ onActivate }: { onActivate?: () => void }) {
  const t = useTranslations('search');
  return (
    <button
      type="button"
      aria-label={t('open')}
      className={iconButton}
      onClick={onActivate}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
    >
      <SearchIcon size={22} />
    </button>
  );
}

// React.lazy rather than next/dynamic: it renders only after a click, and next/dynamic's loader
// would add its own code to every page's first load.
const SearchDialog = lazy(() => load().then((m) => ({ default: m.SearchDialog })));

/**
 * The search button; the dialog's code (Radix, search logic) loads on first hover, focus or click,
 * keeping it out of every page's first-load JavaScript (docs/performance.md).
 */
export function LazySearchDialog() {
  const [active, setActive] = useState(false);
  return active ? (
    <Suspense fallback={<SearchButton />}>
      <SearchDialog defaultOpen />
    </Suspense>
  ) : (
    <SearchButton onActivate={() => setActive(true)} />
  );
}
