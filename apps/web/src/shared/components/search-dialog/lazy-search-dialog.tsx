'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { SearchIcon } from '../icons/icons';
import { iconButton } from '../ui/styles';

const load = () => import('./search-dialog');

function SearchButton({ onActivate }: { onActivate?: () => void }) {
  const t = useTranslations('search');
  return (
    <button type="button" aria-label={t('open')} className={iconButton} onClick={onActivate} onPointerEnter={() => void load()} onFocus={() => void load()}>
      <SearchIcon size={22} />
    </button>
  );
}

const SearchDialog = dynamic(() => load().then((m) => m.SearchDialog), { ssr: false, loading: () => <SearchButton /> });

/**
 * The search button; the dialog's code (Radix, search logic) loads on first hover, focus or click,
 * keeping it out of every page's first-load JavaScript (DESIGN §7).
 */
export function LazySearchDialog() {
  const [active, setActive] = useState(false);
  return active ? <SearchDialog defaultOpen /> : <SearchButton onActivate={() => setActive(true)} />;
}
