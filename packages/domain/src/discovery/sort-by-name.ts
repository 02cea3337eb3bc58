import type { NamedView } from '../lecturers/index';
import type { Locale } from '@manara/i18n';

/** Sorted by the name in the request's language (Arabic or English collation). */
export function sortByName(rows: NamedView[], locale: Locale): NamedView[] {
  const collator = new Intl.Collator(locale === 'ar' ? 'ar' : 'en', { sensitivity: 'base' });
  const name = (row: NamedView) => (locale === 'ar' ? row.arName : row.enName);
  return [...rows].sort((a, b) => collator.compare(name(a), name(b)));
}
