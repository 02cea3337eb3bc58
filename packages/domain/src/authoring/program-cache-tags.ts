import type { ProgramRow } from '@manara/db';

/** A program as its cache tags need it; `coLecturerIds` when known (decision 0076). */
type TaggedProgram = Pick<ProgramRow, 'id' | 'categoryId' | 'lecturerId'> & { coLecturerIds?: readonly string[] };

/**
 * The cache tags a change to a program touches (decision 0028): its own pages, the listings and
 * home page that may show it, its category, its lecturer's and co-lecturers' pages, and search.
 */
export function programCacheTags(...rows: TaggedProgram[]): string[] {
  const tags = new Set(['programs', 'home', 'search']);
  for (const row of rows) {
    tags.add(`program:${row.id}`);
    if (row.categoryId) tags.add(`category:${row.categoryId}`);
    for (const lecturerId of [row.lecturerId, ...(row.coLecturerIds ?? [])])
      if (lecturerId) tags.add(`lecturer:${lecturerId}`);
  }
  return [...tags];
}
