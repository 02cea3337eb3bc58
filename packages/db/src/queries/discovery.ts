import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { countries, faqs, fieldsOfTraining, jobTitles, policies } from '../schema/index';

export type FaqRow = typeof faqs.$inferSelect;
export type PolicyRow = typeof policies.$inferSelect;
export type CountryRow = typeof countries.$inferSelect;
export type NamedRow = { id: string; enName: string; arName: string };

export async function listFaqs(db: DbOrTx, audience: FaqRow['audience']): Promise<FaqRow[]> {
  return db.select().from(faqs).where(eq(faqs.audience, audience)).orderBy(asc(faqs.sortOrder), asc(faqs.id));
}

export async function listPolicies(db: DbOrTx): Promise<PolicyRow[]> {
  return db.select().from(policies).orderBy(asc(policies.kind));
}

/** Countries in the curated order (preferred ones first), then by English name. */
export async function listCountries(db: DbOrTx): Promise<CountryRow[]> {
  return db.select().from(countries).orderBy(asc(countries.sortOrder), asc(countries.enName));
}

export async function listActiveFieldsOfTraining(db: DbOrTx): Promise<NamedRow[]> {
  return db
    .select({ id: fieldsOfTraining.id, enName: fieldsOfTraining.enName, arName: fieldsOfTraining.arName })
    .from(fieldsOfTraining)
    .where(eq(fieldsOfTraining.isActive, true));
}

export async function listActiveJobTitles(db: DbOrTx): Promise<NamedRow[]> {
  return db
    .select({ id: jobTitles.id, enName: jobTitles.enName, arName: jobTitles.arName })
    .from(jobTitles)
    .where(eq(jobTitles.isActive, true));
}
