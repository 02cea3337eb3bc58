import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { phoneVerifications } from '../../schema/index';

export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;

/** Stores a user's new pending code, replacing any earlier one (its attempts start again). */
export async function replacePhoneVerification(
  db: DbOrTx,
  row: { userId: string; phone: string; codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  const values = {
    phone: row.phone,
    codeHash: row.codeHash,
    attempts: 0,
    expiresAt: row.expiresAt,
    createdAt: row.now,
  };
  await db
    .insert(phoneVerifications)
    .values({ userId: row.userId, ...values })
    .onConflictDoUpdate({ target: phoneVerifications.userId, set: values });
}

/** The user's pending code, if any. */
export async function findPhoneVerification(db: DbOrTx, userId: string): Promise<PhoneVerificationRow | null> {
  const [row] = await db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, userId)).limit(1);
  return row ?? null;
}

/** Counts one wrong try in one statement (two tries at once both count); answers the new total. */
export async function countPhoneVerificationAttempt(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(eq(phoneVerifications.userId, userId))
    .returning({ attempts: phoneVerifications.attempts });
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
}

export async function deletePhoneVerification(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
}
