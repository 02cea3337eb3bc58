import { and, count, desc, eq, inArray, max, min, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { blogs, comments, learningPrograms, lecturers, reports, reviews, users } from '../../schema/index';
import { authorColumns, type AuthorRow } from './author-columns';

export type ReportRow = typeof reports.$inferSelect;

export type ReportTarget = ReportRow['targetType'];

export type ReportReason = ReportRow['reason'];

/** Stores a report unless this user already reported this target (then null). */
export async function insertReport(
  tx: DbOrTx,
  report: { userId: string; targetType: ReportTarget; targetId: string; reason: ReportReason; details: string },
): Promise<ReportRow | null> {
  const [row] = await tx.insert(reports).values(report).onConflictDoNothing().returning();
  return row ?? null;
}

const programTypeOf = { COURSE: 'COURSE', WORKSHOP: 'WORKSHOP', DIPLOMA: 'DIPLOMA' } as const;

/**
 * Whether a reportable target exists and is visible: published blogs and programs (of the
 * matching type), approved lecturers, any comment or review.
 */
export async function reportTargetExists(db: DbOrTx, targetType: ReportTarget, targetId: string): Promise<boolean> {
  const found = async (query: Promise<unknown[]>) => (await query).length > 0;
  switch (targetType) {
    case 'BLOG':
      return found(
        db
          .select({ id: blogs.id })
          .from(blogs)
          .where(and(eq(blogs.id, targetId), eq(blogs.status, 'PUBLISHED'))),
      );
    case 'COMMENT':
      return found(db.select({ id: comments.id }).from(comments).where(eq(comments.id, targetId)));
    case 'REVIEW':
      return found(db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, targetId)));
    case 'LECTURER':
      return found(
        db
          .select({ id: lecturers.id })
          .from(lecturers)
          .where(and(eq(lecturers.id, targetId), eq(lecturers.status, 'APPROVED'))),
      );
    default:
      return found(
        db
          .select({ id: learningPrograms.id })
          .from(learningPrograms)
          .where(
            and(
              eq(learningPrograms.id, targetId),
              eq(learningPrograms.type, programTypeOf[targetType]),
              eq(learningPrograms.publicationStatus, 'PUBLISHED'),
            ),
          ),
      );
  }
}

export type ReportOutcome = NonNullable<ReportRow['outcome']>;

/** One reported target as the moderation queue shows it: how many reports, per reason, and when. */
export interface ReportGroupRow {
  targetType: ReportTarget;
  targetId: string;
  total: number;
  reasons: Partial<Record<ReportReason, number>>;
  firstReportedAt: Date;
  lastReportedAt: Date;
  outcome: ReportOutcome | null;
  decidedAt: Date | null;
}

/** Open reports, or the decided ones (dismissed or acted on). */
export type ReportQueue = 'OPEN' | 'DECIDED';

const queueCondition = (queue: ReportQueue, targetType?: ReportTarget) =>
  and(
    queue === 'OPEN' ? eq(reports.status, 'OPEN') : ne(reports.status, 'OPEN'),
    targetType ? eq(reports.targetType, targetType) : undefined,
  );

/**
 * The moderation queue: reports grouped by target, most reported first (then the most recently
 * reported), one statement; and how many targets there are.
 */
export async function listReportGroups(
  db: DbOrTx,
  params: { queue: ReportQueue; targetType?: ReportTarget; offset: number; limit: number },
): Promise<{ rows: ReportGroupRow[]; total: number }> {
  const where = queueCondition(params.queue, params.targetType);
  const total = count();
  const last = max(reports.createdAt);
  const rows = await db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      total,
      // As text[]: node-postgres leaves arrays of an enum type unparsed.
      reasonList: sql<ReportReason[]>`array_agg(${reports.reason}::text)`,
      firstReportedAt: min(reports.createdAt),
      lastReportedAt: last,
      outcome: max(sql`${reports.outcome}::text`),
      decidedAt: max(reports.decidedAt),
    })
    .from(reports)
    .where(where)
    .groupBy(reports.targetType, reports.targetId)
    .orderBy(desc(total), desc(last), reports.targetId)
    .limit(params.limit)
    .offset(params.offset);
  const [counted] = await db
    .select({ n: sql<number>`count(distinct (${reports.targetType}, ${reports.targetId}))::int` })
    .from(reports)
    .where(where);
  return {
    rows: rows.map(({ reasonList, ...row }) => ({
      ...row,
      reasons: countReasons(reasonList),
      firstReportedAt: new Date(row.firstReportedAt!),
      lastReportedAt: new Date(row.lastReportedAt!),
      outcome: (row.outcome as ReportOutcome | null) ?? null,
      decidedAt: row.decidedAt ? new Date(row.decidedAt) : null,
    })),
    total: counted?.n ?? 0,
  };
}

const countReasons = (list: readonly ReportReason[]) =>
  list.reduce<Partial<Record<ReportReason, number>>>(
    (acc, reason) => ({ ...acc, [reason]: (acc[reason] ?? 0) + 1 }),
    {},
  );

/** One report as the moderator reads it: who reported, why, in their words. */
export interface TargetReportRow {
  id: string;
  userId: string;
  targetType: ReportTarget;
  reason: ReportReason;
  details: string;
  status: ReportRow['status'];
  outcome: ReportOutcome | null;
  createdAt: Date;
  decidedAt: Date | null;
  reporter: AuthorRow;
}

/** Every report of one target (ids are unique across kinds), newest first, with the reporters' public names. */
export async function listTargetReports(db: DbOrTx, targetId: string): Promise<TargetReportRow[]> {
  return db
    .select({
      id: reports.id,
      userId: reports.userId,
      targetType: reports.targetType,
      reason: reports.reason,
      details: reports.details,
      status: reports.status,
      outcome: reports.outcome,
      createdAt: reports.createdAt,
      decidedAt: reports.decidedAt,
      reporter: authorColumns,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.userId))
    .where(eq(reports.targetId, targetId))
    .orderBy(desc(reports.createdAt), desc(reports.id));
}

/** The target's open reports under their row locks, so two moderators cannot decide them twice. */
export async function lockOpenTargetReports(tx: DbOrTx, targetId: string): Promise<ReportRow[]> {
  return tx
    .select()
    .from(reports)
    .where(and(eq(reports.targetId, targetId), eq(reports.status, 'OPEN')))
    .orderBy(reports.createdAt)
    .for('update');
}

/** Closes these reports with the moderator's decision. */
export async function decideReports(
  tx: DbOrTx,
  ids: readonly string[],
  decision: { outcome: ReportOutcome; decidedBy: string; decidedAt: Date },
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(reports)
    .set({ ...decision, status: decision.outcome === 'DISMISSED' ? 'DISMISSED' : 'RESOLVED' })
    .where(inArray(reports.id, [...ids]));
}
