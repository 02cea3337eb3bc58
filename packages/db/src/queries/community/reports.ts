import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { blogs, comments, learningPrograms, lecturers, reports, reviews } from '../../schema/index';

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
