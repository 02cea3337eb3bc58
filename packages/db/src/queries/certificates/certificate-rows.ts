import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { certificates } from '../../schema/index';

export type CertificateRow = typeof certificates.$inferSelect;
export type NewCertificate = typeof certificates.$inferInsert;

/** Inserts unless the learner already holds one for the program (or the code is taken): then null. */
export async function insertCertificate(db: DbOrTx, values: NewCertificate): Promise<CertificateRow | null> {
  const [row] = await db.insert(certificates).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findCertificateById(db: DbOrTx, id: string): Promise<CertificateRow | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id)).limit(1);
  return row ?? null;
}

export async function findUserProgramCertificate(
  db: DbOrTx,
  userId: string,
  programId: string,
): Promise<CertificateRow | null> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.programId, programId)))
    .limit(1);
  return row ?? null;
}

/** The learner's certificates, newest first, one page; two statements. */
export async function listUserCertificates(
  db: DbOrTx,
  params: { userId: string; offset: number; limit: number },
): Promise<{ rows: CertificateRow[]; totalCount: number }> {
  const mine = eq(certificates.userId, params.userId);
  const rows = await db
    .select()
    .from(certificates)
    .where(mine)
    .orderBy(desc(certificates.createdAt), desc(certificates.id))
    .offset(params.offset)
    .limit(params.limit);
  const [total] = await db.select({ n: count() }).from(certificates).where(mine);
  return { rows, totalCount: total?.n ?? 0 };
}
