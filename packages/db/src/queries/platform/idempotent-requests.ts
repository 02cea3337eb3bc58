import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { idempotentRequests } from '../../schema/index';

export type IdempotentRequestRow = typeof idempotentRequests.$inferSelect;

export interface IdempotentRequestClaim {
  scope: string;
  key: string;
  requestHash: string;
  now: Date;
  lockedUntil: Date;
  expiresAt: Date;
}

/**
 * Claims a key for a request: a new key, an expired one, or the same request whose earlier run
 * died holding it (its lock passed). Answers `claimed`, or the row that stands in the way (an
 * answer to replay, a run in progress, or another request under the same key).
 */
export async function claimIdempotentRequest(
  db: DbOrTx,
  claim: IdempotentRequestClaim,
  tries = 3,
): Promise<{ claimed: true } | { claimed: false; row: IdempotentRequestRow }> {
  const values = {
    requestHash: claim.requestHash,
    statusCode: null,
    response: null,
    lockedUntil: claim.lockedUntil,
    expiresAt: claim.expiresAt,
  };
  const inserted = await db
    .insert(idempotentRequests)
    .values({ scope: claim.scope, key: claim.key, ...values })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  if (inserted.length > 0) return { claimed: true };
  const mine = and(eq(idempotentRequests.scope, claim.scope), eq(idempotentRequests.key, claim.key));
  const taken = await db
    .update(idempotentRequests)
    .set({ ...values, createdAt: sql`now()` })
    .where(
      and(
        mine,
        or(
          lte(idempotentRequests.expiresAt, claim.now),
          and(
            isNull(idempotentRequests.statusCode),
            lte(idempotentRequests.lockedUntil, claim.now),
            eq(idempotentRequests.requestHash, claim.requestHash),
          ),
        ),
      ),
    )
    .returning({ key: idempotentRequests.key });
  if (taken.length > 0) return { claimed: true };
  const [row] = await db.select().from(idempotentRequests).where(mine);
  if (row) return { claimed: false, row };
  // Gone between the statements (released by its run): claim it again.
  if (tries <= 1) throw new Error('idempotency key kept changing hands');
  return claimIdempotentRequest(db, claim, tries - 1);
}

/** Keeps the answer of a claimed request for its retries. */
export async function finishIdempotentRequest(
  db: DbOrTx,
  done: { scope: string; key: string; statusCode: number; response: string },
): Promise<void> {
  await db
    .update(idempotentRequests)
    .set({ statusCode: done.statusCode, response: done.response })
    .where(and(eq(idempotentRequests.scope, done.scope), eq(idempotentRequests.key, done.key)));
}

/** Gives a key back (its request changed nothing), so a retry runs it again. */
export async function releaseIdempotentRequest(db: DbOrTx, scope: string, key: string): Promise<void> {
  await db.delete(idempotentRequests).where(and(eq(idempotentRequests.scope, scope), eq(idempotentRequests.key, key)));
}

/** Removes up to `limit` expired keys. */
export async function deleteExpiredIdempotentRequests(db: DbOrTx, now: Date, limit: number): Promise<void> {
  const expired = db
    .select({ scope: idempotentRequests.scope, key: idempotentRequests.key })
    .from(idempotentRequests)
    .where(lte(idempotentRequests.expiresAt, now))
    .limit(limit);
  await db
    .delete(idempotentRequests)
    .where(sql`(${idempotentRequests.scope}, ${idempotentRequests.key}) in (${expired})`);
}
