import type { NamedRow } from '@manara/db';
import type { Locale } from '@manara/i18n';

/** Sorted by the name in the request's language (Arabic or English collation). */
export function sortByName(rows: NamedRow[], locale: Locale): NamedRow[] {
  const collator = new Intl.Collator(locale === 'ar' ? 'ar' : 'en', { sensitivity: 'base' });
  const name = (row: NamedRow) => (locale === 'ar' ? row.arName : row.enName);
  return [...rows].sort((a, b) => collator.compare(name(a), name(b)));
}
