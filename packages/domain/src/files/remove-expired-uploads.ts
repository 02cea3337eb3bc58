import {
  deleteFiles,
  findCheckedUploadsAfter,
  findExpiredUploads,
  findUnusedUploads,
  findUploadSweepPosition,
  insertJob,
  lockFilesForRemoval,
  saveUploadSweepPosition,
  type UploadModel,
} from '@manara/db';
import type { DomainDeps } from '../deps';
import { posterStorageKey } from '../video/index';
import { resumableModels } from './generate-upload-link';
import { UNSAVED_UPLOAD_GRACE_MS, UNUSED_UPLOAD_TTL_MS } from './upload-models';

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

interface StoredUpload {
  key: string;
  model: UploadModel;
  videoPoster?: string | null;
}

/**
 * Removes what storage holds for uploads, through the ports: the bytes, a poster frame we stored,
 * and for the video models what a resumable upload left (the tus staging files, or the video at
 * Bunny). Throws when storage or the video host fails, before any row goes.
 */
async function removeStored(deps: DomainDeps, uploads: readonly StoredUpload[]): Promise<void> {
  for (const upload of uploads) {
    await deps.storage.remove(upload.key);
    const poster = posterStorageKey(upload.videoPoster ?? null);
    if (poster) await deps.storage.remove(poster);
    if (resumableModels.includes(upload.model)) await deps.resumableUploads?.discard(upload.key);
  }
}

/**
 * The job: first uploads never checked a day after their link was made, and lecturer CVs no
 * application names a day after they were uploaded (decision 0035); then checked uploads no record
 * names a week after they were checked (decision 0077). Each is removed from storage (local disk,
 * S3 or the video host, through the ports) and then from the database, in batches. A storage
 * failure fails the job, which is retried; the rows stay until their bytes are gone.
 */
export async function removeExpiredUploads(deps: DomainDeps): Promise<void> {
  const started = Date.now();
  const inBudget = () => Date.now() - started <= RUN_BUDGET_MS;
  await removeUncheckedUploads(deps, inBudget);
  if (inBudget()) await removeUnsavedUploads(deps, inBudget);
}

async function removeUncheckedUploads(deps: DomainDeps, inBudget: () => boolean): Promise<void> {
  for (;;) {
    const cutoff = new Date(deps.now().getTime() - UNUSED_UPLOAD_TTL_MS);
    const expired = await findExpiredUploads(deps.db, {
      uncheckedBefore: cutoff,
      unsentCvBefore: cutoff,
      limit: BATCH,
    });
    await removeStored(deps, expired);
    await deleteFiles(
      deps.db,
      expired.map((f) => f.id),
    );
    if (expired.length > 0) deps.logger.info({ removed: expired.length }, 'expired uploads removed');
    if (expired.length < BATCH || !inBudget()) return;
  }
}

/**
 * Walks the uploads checked more than a week ago in id order, from where the last run stopped, and
 * removes those no record names. Removal holds the files' locks from the last look to the delete,
 * so a save taking one of them either is seen or finds it gone (decision 0077).
 */
async function removeUnsavedUploads(deps: DomainDeps, inBudget: () => boolean): Promise<void> {
  const checkedBefore = new Date(deps.now().getTime() - UNSAVED_UPLOAD_GRACE_MS);
  let after = await findUploadSweepPosition(deps.db);
  let removed = 0;
  for (;;) {
    const walked = await findCheckedUploadsAfter(deps.db, { checkedBefore, after, limit: BATCH });
    const candidates = await findUnusedUploads(deps.db, walked);
    if (candidates.length > 0) {
      removed += await deps.db.transaction(async (tx) => {
        const locked = await lockFilesForRemoval(
          tx,
          candidates.map((f) => f.id),
        );
        // Asked again under the locks: a save that took a file before them has committed by now.
        const unused = await findUnusedUploads(tx, locked);
        await removeStored(deps, unused);
        await deleteFiles(
          tx,
          unused.map((f) => f.id),
        );
        return unused.length;
      });
    }
    // The end of the walk: the next run starts again from the first file.
    after = walked.length < BATCH ? null : walked.at(-1)!;
    if (after === null || !inBudget()) break;
  }
  await saveUploadSweepPosition(deps.db, after, deps.now());
  if (removed > 0) deps.logger.info({ removed }, 'uploads no record uses removed');
}
