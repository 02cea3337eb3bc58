import { deleteFiles, findExpiredUploads, insertJob } from '@manara/db';
import type { DomainDeps } from '../deps';
import { UNUSED_UPLOAD_TTL_MS } from './upload-models';

/** Removes expired uploads (removeExpiredUploads); queued once an hour by every runner's pass. */
export const EXPIRED_UPLOADS_JOB = 'expired-uploads';
const BATCH = 100;
/** A run stops taking batches after this long; the next hour's job carries on. */
const RUN_BUDGET_MS = 30_000;

/**
 * Queues this hour's expiry run, once across every API copy (its dedupe key names the hour), so
 * the sweep is a job like any other: claimed by one runner, retried if it fails (decision 0035).
 */
export async function scheduleUploadExpiry(deps: DomainDeps): Promise<void> {
  const now = deps.now();
  const hour = now.toISOString().slice(0, 13);
  await insertJob(deps.db, {
    kind: EXPIRED_UPLOADS_JOB,
    payload: {},
    runAt: now,
    dedupeKey: `${EXPIRED_UPLOADS_JOB}:${hour}`,
  });
}

/**
 * The job: uploads never checked a day after their link was made, and lecturer CVs no application
 * names a day after they were uploaded, are removed from storage (local disk or S3, through the
 * storage port) and then from the database, in batches. A storage failure fails the job, which is
 * retried; the rows stay until their bytes are gone.
 */
export async function removeExpiredUploads(deps: DomainDeps): Promise<void> {
  const started = Date.now();
  for (;;) {
    const cutoff = new Date(deps.now().getTime() - UNUSED_UPLOAD_TTL_MS);
    const expired = await findExpiredUploads(deps.db, {
      uncheckedBefore: cutoff,
      unsentCvBefore: cutoff,
      limit: BATCH,
    });
    for (const file of expired) {
      await deps.storage.remove(file.key);
      await deps.resumableUploads?.discard(file.key);
    }
    await deleteFiles(
      deps.db,
      expired.map((f) => f.id),
    );
    if (expired.length > 0) deps.logger.info({ removed: expired.length }, 'expired uploads removed');
    if (expired.length < BATCH || Date.now() - started > RUN_BUDGET_MS) return;
  }
}
