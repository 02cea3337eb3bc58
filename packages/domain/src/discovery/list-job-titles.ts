import { listActiveJobTitles } from '@manara/db';
import type { NamedView } from '../lecturers/index';
import type { Locale } from '@manara/i18n';
import type { DomainDeps } from '../deps';
import { sortByName } from './sort-by-name';

/** `activeJobTitles`: active job titles, by name in the request's language. */
export async function listJobTitles(deps: DomainDeps, locale: Locale): Promise<NamedView[]> {
  return sortByName(await listActiveJobTitles(deps.db), locale);
}
