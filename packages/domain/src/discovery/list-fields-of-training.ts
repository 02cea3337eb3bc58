import { listActiveFieldsOfTraining } from '@manara/db';
import type { NamedView } from '../lecturers/index';
import type { Locale } from '@manara/i18n';
import type { DomainDeps } from '../deps';
import { sortByName } from './sort-by-name';

/** `activeFieldOfTrainings`: active fields of training, by name in the request's language. */
export async function listFieldsOfTraining(deps: DomainDeps, locale: Locale): Promise<NamedView[]> {
  return sortByName(await listActiveFieldsOfTraining(deps.db), locale);
}
