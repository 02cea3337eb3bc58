import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { countries } from '../../schema/index';

export type CountryRow = typeof countries.$inferSelect;

/** Countries in the curated order (preferred ones first), then by English name. */
export async function listCountries(db: DbOrTx): Promise<CountryRow[]> {
  return db.select().from(countries).orderBy(asc(countries.sortOrder), asc(countries.enName));
}
