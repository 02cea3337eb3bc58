import { and, asc, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { fieldsOfTraining, files, jobTitles, lecturerApplications } from '../../schema/index';
import { containsPattern } from '../paging/studio-page';

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
    Pick<
      LecturerApplicationRow,
      'status' | 'userId' | 'lecturerId' | 'reviewedBy' | 'reviewedAt' | 'rejectionReason' | 'updatedAt'
    >
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

export interface LecturerApplicationListQuery {
  status?: LecturerApplicationRow['status'];
  /** Part of a name (either language) or of the e-mail. */
  search?: string;
  offset: number;
  limit: number;
}

/**
 * The studio's queue (docs/product/studio.md): pending applications first, oldest first among
 * them (they have waited longest), then decided ones newest first; one page and the count.
 */
export async function listLecturerApplications(
  db: DbOrTx,
  query: LecturerApplicationListQuery,
): Promise<{ rows: LecturerApplicationRow[]; total: number }> {
  const like = query.search ? containsPattern(query.search) : null;
  const a = lecturerApplications;
  const where: SQL | undefined = and(
    query.status ? eq(a.status, query.status) : undefined,
    like
      ? or(
          ilike(a.email, like),
          ilike(sql`${a.firstName} || ' ' || ${a.lastName}`, like),
          ilike(sql`${a.arFirstName} || ' ' || ${a.arLastName}`, like),
        )
      : undefined,
  );
  const rows = await db
    .select({ application: a, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(a)
    .where(where)
    .orderBy(
      sql`case when ${a.status} = 'PENDING' then 0 else 1 end`,
      sql`case when ${a.status} = 'PENDING' then ${a.createdAt} end asc`,
      desc(a.reviewedAt),
      desc(a.createdAt),
      asc(a.id),
    )
    .limit(query.limit)
    .offset(query.offset);
  return { rows: rows.map((row) => row.application), total: rows[0]?.total ?? 0 };
}

export type LecturerApplicationDetailRow = LecturerApplicationRow & {
  cvKey: string;
  cvContentType: string | null;
  fieldOfTraining: { enName: string; arName: string };
  jobTitle: { enName: string; arName: string };
};

/** One application with its CV's object key and its field of training and job title names. */
export async function findLecturerApplicationDetail(
  db: DbOrTx,
  id: string,
): Promise<LecturerApplicationDetailRow | null> {
  const [row] = await db
    .select({
      application: lecturerApplications,
      cvKey: files.key,
      cvContentType: files.contentType,
      fieldOfTraining: { enName: fieldsOfTraining.enName, arName: fieldsOfTraining.arName },
      jobTitle: { enName: jobTitles.enName, arName: jobTitles.arName },
    })
    .from(lecturerApplications)
    .innerJoin(files, eq(files.id, lecturerApplications.cvFileId))
    .innerJoin(fieldsOfTraining, eq(fieldsOfTraining.id, lecturerApplications.fieldOfTrainingId))
    .innerJoin(jobTitles, eq(jobTitles.id, lecturerApplications.jobTitleId))
    .where(eq(lecturerApplications.id, id))
    .limit(1);
  return row
    ? {
        ...row.application,
        cvKey: row.cvKey,
        cvContentType: row.cvContentType,
        fieldOfTraining: row.fieldOfTraining,
        jobTitle: row.jobTitle,
      }
    : null;
}

/** The newest application of this e-mail or of this user (what /join-as-lecturer shows), if any. */
export async function findLatestLecturerApplication(
  db: DbOrTx,
  who: { email: string | null; userId: string | null },
): Promise<LecturerApplicationRow | null> {
  const a = lecturerApplications;
  const match = or(who.email ? eq(a.email, who.email) : undefined, who.userId ? eq(a.userId, who.userId) : undefined);
  if (!match) return null;
  const [row] = await db.select().from(a).where(match).orderBy(desc(a.createdAt), desc(a.id)).limit(1);
  return row ?? null;
}

/** The latest rejection of this e-mail or user decided after `since` (the re-apply window), if any. */
export async function findRecentLecturerRejection(
  db: DbOrTx,
  who: { email: string; userId: string | null },
  since: Date,
): Promise<LecturerApplicationRow | null> {
  const a = lecturerApplications;
  const [row] = await db
    .select()
    .from(a)
    .where(
      and(
        eq(a.status, 'REJECTED'),
        gt(a.reviewedAt, since),
        who.userId ? or(eq(a.email, who.email), eq(a.userId, who.userId)) : eq(a.email, who.email),
      ),
    )
    .orderBy(desc(a.reviewedAt))
    .limit(1);
  return row ?? null;
}
