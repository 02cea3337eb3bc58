'use client';
import { useLocale } from '#intl';
import { useEffect, useState } from 'react';
import { fetchCategoryTiles } from '../api/fetch-search';
import type { CategoryTile } from '../api/search-documents';

/** docs/product/shell.md: up to 4 category tiles in the empty search dialog. */
export const CATEGORY_TILE_LIMIT = 4;

/**
 * The dialog's category tiles, fetched the first time `enabled` turns true (the dialog opens) and
 * kept for later openings. A failure shows no tiles (the suggested phrases still work) and the
 * next opening tries again.
 */
export function useCategoryTiles(enabled: boolean): CategoryTile[] {
  const locale = useLocale();
  const [loaded, setLoaded] = useState<{ locale: string; items: CategoryTile[] } | null>(null);
  const needed = enabled && loaded?.locale !== locale;
  useEffect(() => {
    if (!needed) return;
    let current = true;
    fetchCategoryTiles({ limit: CATEGORY_TILE_LIMIT, locale }).then(
      (items) => current && setLoaded({ locale, items: items.slice(0, CATEGORY_TILE_LIMIT) }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needed, locale]);
  return loaded?.locale === locale ? loaded.items : [];
}
