import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { files, lecturerApplications } from '../../schema/index';

export type LecturerApplicationRow = typeof lecturerApplications.$inferSelect;

export type NewLecturerApplicationRow = typeof lecturerApplications.$inferInsert;

export async function insertLecturerApplication(
  db: DbOrTx,
  values: NewLecturerApplicationRow,
): Promise<LecturerApplicationRow> {
  const [row] = await db.insert(lecturerApplications).values(values).returning();
  return row!;
}

/** A pending application of this e-mail or of this user, if any. */
export async function findPendingLecturerApplication(
  db: DbOrTx,
  who: { email: string; userId: string | null },
): Promise<LecturerApplicationRow | null> {
  const [row] = await db
    .select()
    .from(lecturerApplications)
    .where(
      and(
        eq(lecturerApplications.status, 'PENDING'),
        who.userId
          ? or(eq(lecturerApplications.email, who.email), eq(lecturerApplications.userId, who.userId))
          : eq(lecturerApplications.email, who.email),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The application with its CV's object key, locked for the reviewing transaction. */
export async function lockLecturerApplication(
  tx: DbOrTx,
  id: string,
): Promise<(LecturerApplicationRow & { cvKey: string }) | null> {
  const [row] = await tx
    .select({ application: lecturerApplications, cvKey: files.key })
    .from(lecturerApplications)
    .innerJoin(files, eq(files.id, lecturerApplications.cvFileId))
    .where(eq(lecturerApplications.id, id))
    .for('update', { of: lecturerApplications })
    .limit(1);
  return row ? { ...row.application, cvKey: row.cvKey } : null;
}

export async function updateLecturerApplication(
  db: DbOrTx,
  id: string,
  patch: Partial<
    Pick<LecturerApplicationRow, 'status' | 'userId' | 'lecturerId' | 'reviewedBy' | 'reviewedAt' | 'updatedAt'>
  >,
): Promise<LecturerApplicationRow | null> {
  const [row] = await db.update(lecturerApplications).set(patch).where(eq(lecturerApplications.id, id)).returning();
  return row ?? null;
}

/** Whether the file already backs an application (a CV is claimed once). */
export async function isCvFileClaimed(db: DbOrTx, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(lecturerApplications)
    .where(eq(lecturerApplications.cvFileId, fileId))
    .limit(1);
  return Boolean(row);
}
