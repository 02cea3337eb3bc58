import type { ProgramRow } from '@manara/db';

/**
 * The cache tags a change to a program touches (decision 0028): its own pages, the listings and
 * home page that may show it, its category and lecturer pages, and search.
 */
export function programCacheTags(...rows: Array<Pick<ProgramRow, 'id' | 'categoryId' | 'lecturerId'>>): string[] {
  const tags = new Set(['programs', 'home', 'search']);
  for (const row of rows) {
    tags.add(`program:${row.id}`);
    if (row.categoryId) tags.add(`category:${row.categoryId}`);
    if (row.lecturerId) tags.add(`lecturer:${row.lecturerId}`);
  }
  return [...tags];
}
