import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { verificationCodes } from '../../schema/index';

export type VerificationPurpose = (typeof verificationCodes.$inferSelect)['purpose'];

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

export interface NewVerificationCode {
  email: string;
  userId: string | null;
  purpose: VerificationPurpose;
  codeHash: string;
  expiresAt: Date;
  passwordDigest?: string | null;
}

const sameEmail = (email: string) => eq(sql`lower(${verificationCodes.email})`, email.toLowerCase());

/**
 * Stores a new code and retires the older unconsumed ones of the same e-mail and purpose, so
 * only the newest code works. Run it inside a transaction so both statements land together.
 */
export async function replaceVerificationCode(db: DbOrTx, code: NewVerificationCode, now: Date): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(sameEmail(code.email), eq(verificationCodes.purpose, code.purpose), isNull(verificationCodes.consumedAt)),
    );
  await db.insert(verificationCodes).values({ ...code, email: code.email.toLowerCase() });
}

/** The live (unconsumed) code of an e-mail and purpose, newest first. */
export async function findActiveVerificationCode(
  db: DbOrTx,
  email: string,
  purpose: VerificationPurpose,
): Promise<VerificationCodeRow | null> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(sameEmail(email), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/** Counts one wrong attempt atomically and returns the new total. */
export async function addVerificationAttempt(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id))
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
}

/** Marks a code used; false when another request consumed it first (single use under races). */
export async function consumeVerificationCode(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}
