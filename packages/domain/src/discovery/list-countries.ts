import { listCountries as queryCountries, type CountryRow } from '@manara/db';
import type { DomainDeps } from '../deps';

/** `countries`: preferred countries first, then alphabetical (phone input and forms). */
export async function listCountries(deps: DomainDeps): Promise<CountryRow[]> {
  return queryCountries(deps.db);
}
