import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { policies } from '../../schema/index';

export type PolicyRow = typeof policies.$inferSelect;

export async function listPolicies(db: DbOrTx): Promise<PolicyRow[]> {
  return db.select().from(policies).orderBy(asc(policies.kind));
}

// Policies in the studio (decision 0067).

export type PolicyFields = Pick<typeof policies.$inferInsert, 'enTitle' | 'arTitle' | 'contentEn' | 'contentAr'>;

/** One policy page by kind; `lock` holds the row until the transaction ends. */
export async function findPolicy(db: DbOrTx, kind: PolicyRow['kind'], lock = false): Promise<PolicyRow | null> {
  const query = db.select().from(policies).where(eq(policies.kind, kind)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Saves a policy page if it is still at `version`, raising it; null otherwise. */
export async function updatePolicyAtVersion(
  db: DbOrTx,
  kind: PolicyRow['kind'],
  version: number,
  fields: PolicyFields & { updatedAt: Date },
): Promise<PolicyRow | null> {
  const [row] = await db
    .update(policies)
    .set({ ...fields, version: sql`${policies.version} + 1` })
    .where(and(eq(policies.kind, kind), eq(policies.version, version)))
    .returning();
  return row ?? null;
}
