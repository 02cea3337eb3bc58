import { listActiveFieldsOfTraining, type NamedRow } from '@manara/db';
import type { Locale } from '@manara/i18n';
import type { DomainDeps } from '../deps';
import { sortByName } from './sort-by-name';

/** `activeFieldOfTrainings`: active fields of training, by name in the request's language. */
export async function listFieldsOfTraining(deps: DomainDeps, locale: Locale): Promise<NamedRow[]> {
  return sortByName(await listActiveFieldsOfTraining(deps.db), locale);
}
