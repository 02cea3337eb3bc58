import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { policies } from '../../schema/index';

export type PolicyRow = typeof policies.$inferSelect;

export async function listPolicies(db: DbOrTx): Promise<PolicyRow[]> {
  return db.select().from(policies).orderBy(asc(policies.kind));
}
