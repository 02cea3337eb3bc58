import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { fieldsOfTraining, files, jobTitles, lecturerApplications, lecturers } from '../schema/index';

export type LecturerApplicationRow = typeof lecturerApplications.$inferSelect;
export type NewLecturerApplicationRow = typeof lecturerApplications.$inferInsert;
export type LecturerTableRow = typeof lecturers.$inferSelect;

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

export async function findLecturerByUserId(db: DbOrTx, userId: string): Promise<LecturerTableRow | null> {
  const [row] = await db.select().from(lecturers).where(eq(lecturers.userId, userId)).limit(1);
  return row ?? null;
}

/** Creates the user's lecturer profile, or replaces the details of the one they have. */
export async function upsertLecturerProfile(
  db: DbOrTx,
  values: Omit<typeof lecturers.$inferInsert, 'id' | 'createdAt'> & { userId: string; updatedAt: Date },
): Promise<LecturerTableRow> {
  const { userId: _user, ...changes } = values;
  const [row] = await db
    .insert(lecturers)
    .values(values)
    .onConflictDoUpdate({ target: lecturers.userId, set: changes })
    .returning();
  return row!;
}

/** Whether the ids name an active field of training and an active job title. */
export async function activeTrainingChoices(db: DbOrTx, ids: { fieldOfTrainingId: string; jobTitleId: string }) {
  const [field] = await db
    .select({ id: fieldsOfTraining.id })
    .from(fieldsOfTraining)
    .where(and(eq(fieldsOfTraining.id, ids.fieldOfTrainingId), eq(fieldsOfTraining.isActive, true)));
  const [title] = await db
    .select({ id: jobTitles.id })
    .from(jobTitles)
    .where(and(eq(jobTitles.id, ids.jobTitleId), eq(jobTitles.isActive, true)));
  return { fieldOfTraining: Boolean(field), jobTitle: Boolean(title) };
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
