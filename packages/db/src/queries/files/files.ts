import { and, asc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { files, uploadSweep } from '../../schema/index';
import { unreferenced } from './upload-references';

export type FileRow = typeof files.$inferSelect;

export type UploadModel = FileRow['model'];

export async function insertFile(
  db: DbOrTx,
  values: { ownerId: string | null; model: UploadModel; key: string } & Partial<
    Pick<FileRow, 'contentType' | 'size' | 'uploadedAt' | 'isPublic'>
  >,
): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

/**
 * The file under `key` when `ownerId` owns it; another user's key reads as missing. A null owner
 * finds only files uploaded signed out, whose unguessable key is the only proof of possession.
 * `lockForSave`, in the transaction of a save that will name the file: held (FOR KEY SHARE) until
 * it commits, so the sweep of unused uploads skips it; one the sweep is removing reads as missing
 * once it is gone (decision 0077).
 */
export async function findOwnFile(
  db: DbOrTx,
  ownerId: string | null,
  key: string,
  { lockForSave = false } = {},
): Promise<FileRow | null> {
  const query = db
    .select()
    .from(files)
    .where(and(eq(files.key, key), ownerId === null ? isNull(files.ownerId) : eq(files.ownerId, ownerId)))
    .limit(1);
  const [row] = await (lockForSave ? query.for('key share') : query);
  return row ?? null;
}

/** Records what the bytes turned out to be. */
export async function markFileUploaded(
  db: DbOrTx,
  id: string,
  facts: { contentType: string; size: number; uploadedAt: Date },
): Promise<FileRow> {
  const [row] = await db.update(files).set(facts).where(eq(files.id, id)).returning();
  return row!;
}

/** The file under `key`, whoever owns it (a video host's webhook names only its video). */
export async function findFileByKey(db: DbOrTx, key: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.key, key)).limit(1);
  return row ?? null;
}

export type VideoProcessingPatch = Partial<
  Pick<FileRow, 'videoStatus' | 'videoFailure' | 'videoDurationSeconds' | 'videoPoster'>
>;

/**
 * Records a video's processing. With `from`, only while the file is in that status (a late or
 * repeated result never turns a READY video back, nor a FAILED one READY twice); null when it was not.
 */
export async function setVideoProcessing(
  db: DbOrTx,
  id: string,
  patch: VideoProcessingPatch,
  from?: NonNullable<FileRow['videoStatus']>,
): Promise<FileRow | null> {
  const [row] = await db
    .update(files)
    .set(patch)
    .where(and(eq(files.id, id), from ? eq(files.videoStatus, from) : undefined))
    .returning();
  return row ?? null;
}

export async function markFilesPublic(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(files).set({ isPublic: true }).where(inArray(files.id, ids));
}

export async function deleteFile(db: DbOrTx, id: string): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}

export interface UploadUsage {
  model: UploadModel;
  /** Bytes of the checked uploads. */
  storedBytes: number;
  /** Uploads not checked yet: their links may still bring up to the model's limit each. */
  pending: number;
}

/** What an owner uploaded of `models` since `since`, per model. */
export async function sumUploadsSince(
  db: DbOrTx,
  ownerId: string,
  models: readonly UploadModel[],
  since: Date,
): Promise<UploadUsage[]> {
  const rows = await db
    .select({
      model: files.model,
      storedBytes: sql<string>`coalesce(sum(${files.size}), 0)`,
      pending: sql<string>`count(*) filter (where ${files.uploadedAt} is null)`,
    })
    .from(files)
    .where(and(eq(files.ownerId, ownerId), inArray(files.model, [...models]), gte(files.createdAt, since)))
    .groupBy(files.model);
  return rows.map((r) => ({ model: r.model, storedBytes: Number(r.storedBytes), pending: Number(r.pending) }));
}

export interface ExpiredUpload {
  id: string;
  key: string;
  model: UploadModel;
}

/**
 * Uploads nobody will use: never checked (uploadFile) since `uncheckedBefore`, and lecturer CVs
 * created before `unsentCvBefore` that no application (nor any other record, decision 0077) names:
 * the form was never sent. Oldest first, at most `limit`.
 */
export async function findExpiredUploads(
  db: DbOrTx,
  params: { uncheckedBefore: Date; unsentCvBefore: Date; limit: number },
): Promise<ExpiredUpload[]> {
  const unsentCv = and(eq(files.model, 'LECTURER_CV_FILE'), lt(files.createdAt, params.unsentCvBefore), unreferenced());
  return db
    .select({ id: files.id, key: files.key, model: files.model })
    .from(files)
    .where(or(and(isNull(files.uploadedAt), lt(files.createdAt, params.uncheckedBefore)), unsentCv))
    .orderBy(files.createdAt)
    .limit(params.limit);
}

/**
 * The sweep's walk over uploads checked before `checkedBefore` (decision 0077): the next `limit`
 * ids after `after` (null: from the first), in id order on the primary key.
 */
export async function findCheckedUploadsAfter(
  db: DbOrTx,
  params: { checkedBefore: Date; after: string | null; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(lt(files.uploadedAt, params.checkedBefore), params.after ? gt(files.id, params.after) : undefined))
    .orderBy(asc(files.id))
    .limit(params.limit);
  return rows.map((row) => row.id);
}

/**
 * Locks the files `ids` for removal (FOR UPDATE) and answers those it locked: a file another
 * transaction holds — a save taking it (`findOwnFile` with `lockForSave`) — is skipped, not waited for.
 */
export async function lockFilesForRemoval(tx: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: files.id })
    .from(files)
    .where(inArray(files.id, [...ids]))
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

/** Where the last sweep stopped: the id it carries on after, or null to start from the first. */
export async function findUploadSweepPosition(db: DbOrTx): Promise<string | null> {
  const [row] = await db.select({ after: uploadSweep.afterFileId }).from(uploadSweep).limit(1);
  return row?.after ?? null;
}

export async function saveUploadSweepPosition(db: DbOrTx, after: string | null, now: Date): Promise<void> {
  await db
    .insert(uploadSweep)
    .values({ id: 1, afterFileId: after, updatedAt: now })
    .onConflictDoUpdate({ target: uploadSweep.id, set: { afterFileId: after, updatedAt: now } });
}

/** Deletes file rows by id; comments that showed one lose their attachment (set null). */
export async function deleteFiles(db: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(files).where(inArray(files.id, [...ids]));
}
