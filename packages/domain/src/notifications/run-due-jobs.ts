import { claimDueJobs, completeJob, failJob, type JobRow } from '@manara/db';
import type { DomainDeps } from '../deps';
import { DEFAULT_RETRY_POLICY, nextRetryAt, type RetryPolicy } from './retry-policy';

/** Runs one job; throwing fails the attempt (retried later per the policy). */
export type JobHandler = (deps: DomainDeps, payload: Record<string, unknown>) => Promise<void>;

export interface RunDueJobsOptions {
  handlers: Record<string, JobHandler>;
  /** Jobs claimed per call. */
  limit?: number;
  /** How long a claim holds; a runner that dies releases its jobs when this passes. */
  leaseMs?: number;
  retry?: RetryPolicy;
  /** Only jobs of these kinds (a test running the account mail it caused); all kinds by default. */
  kinds?: readonly string[];
}

export interface RunSummary {
  done: number;
  retried: number;
  gaveUp: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * `runDueJobs`: claims due jobs (FOR UPDATE SKIP LOCKED, so several runners never share one) and
 * runs them one by one. Every state change is a row update, so a restart loses nothing: a job
 * claimed by a runner that died is claimed again once its lease has passed.
 */
export async function runDueJobs(deps: DomainDeps, options: RunDueJobsOptions): Promise<RunSummary> {
  const now = deps.now();
  const claimed = await claimDueJobs(deps.db, {
    now,
    lockUntil: new Date(now.getTime() + (options.leaseMs ?? 60_000)),
    limit: options.limit ?? 20,
    kinds: options.kinds,
  });
  const summary: RunSummary = { done: 0, retried: 0, gaveUp: 0 };
  for (const job of claimed) {
    const outcome = await runOne(deps, job, options);
    summary[outcome] += 1;
  }
  return summary;
}

async function runOne(deps: DomainDeps, job: JobRow, options: RunDueJobsOptions): Promise<keyof RunSummary> {
  const handler = options.handlers[job.kind];
  try {
    if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
    await handler(deps, job.payload);
    await completeJob(deps.db, job.id, deps.now());
    return 'done';
  } catch (error) {
    const now = deps.now();
    const retryAt = nextRetryAt(job.attempts, now, options.retry ?? DEFAULT_RETRY_POLICY);
    await failJob(deps.db, { id: job.id, error: errorText(error), retryAt, now });
    const log = { jobId: job.id, kind: job.kind, attempts: job.attempts, err: errorText(error) };
    if (retryAt) deps.logger.warn(log, 'job failed, will retry');
    else deps.logger.error(log, 'job failed for good');
    return retryAt ? 'retried' : 'gaveUp';
  }
}
