import { listCountries as queryCountries } from '@manara/db';
import { toCountryView, type CountryView } from './reference-views';
import type { DomainDeps } from '../deps';

/** `countries`: preferred countries first, then alphabetical (phone input and forms). */
export async function listCountries(deps: DomainDeps): Promise<CountryView[]> {
  return (await queryCountries(deps.db)).map(toCountryView);
}
