import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { jobs } from '../../schema/index';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  runAt: Date;
  /** A job with the same key is never queued twice; the insert then answers null. */
  dedupeKey?: string | null;
}

export async function insertJob(db: DbOrTx, job: NewJob): Promise<JobRow | null> {
  const [row] = await db
    .insert(jobs)
    .values({ kind: job.kind, payload: job.payload, runAt: job.runAt, dedupeKey: job.dedupeKey ?? null })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning();
  return row ?? null;
}

/**
 * Claims up to `limit` due jobs: unfinished, due, and not locked (or whose lock has expired because
 * the runner holding them died). Rows other runners are claiming right now are skipped, not waited
 * for. The claim counts as an attempt, so a job that kills its runner every time still gives up.
 * `kinds` claims only jobs of those kinds.
 */
export async function claimDueJobs(
  db: DbOrTx,
  params: { now: Date; lockUntil: Date; limit: number; kinds?: readonly string[] },
): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.doneAt),
        lte(jobs.runAt, params.now),
        or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, params.now)),
        params.kinds ? inArray(jobs.kind, [...params.kinds]) : undefined,
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(params.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({ lockedUntil: params.lockUntil, attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning();
  // UPDATE … RETURNING keeps no order: run them in the order they were due (a reset code queued
  // after a sign-up code is mailed after it).
  const at = (row: JobRow) => [new Date(row.runAt).getTime(), new Date(row.createdAt).getTime()] as const;
  return claimed.sort((a, b) => at(a)[0] - at(b)[0] || at(a)[1] - at(b)[1]);
}

export async function completeJob(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db.update(jobs).set({ doneAt: now, lockedUntil: null, lastError: null }).where(eq(jobs.id, id));
}

/** Records a failure: retried at `retryAt`, or finished for good when `retryAt` is null. */
export async function failJob(
  db: DbOrTx,
  params: { id: string; error: string; retryAt: Date | null; now: Date },
): Promise<void> {
  await db
    .update(jobs)
    .set(
      params.retryAt
        ? { runAt: params.retryAt, lockedUntil: null, lastError: params.error }
        : { doneAt: params.now, lockedUntil: null, lastError: params.error },
    )
    .where(eq(jobs.id, params.id));
}

/** Unfinished jobs that are due now (waiting or being run): the queue depth metric. */
export async function countDueJobs(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(isNull(jobs.doneAt), lte(jobs.runAt, now)));
  return row?.count ?? 0;
}
