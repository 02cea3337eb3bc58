import { and, eq, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { files, lecturerApplications } from '../../schema/index';

export interface ExpiredUpload {
  id: string;
  key: string;
}

/**
 * Uploads nobody will use: never checked (uploadFile) since `uncheckedBefore`, and lecturer CVs
 * created before `unsentCvBefore` that no application names (the form was never sent). Oldest
 * first, at most `limit`.
 */
export async function findExpiredUploads(
  db: DbOrTx,
  params: { uncheckedBefore: Date; unsentCvBefore: Date; limit: number },
): Promise<ExpiredUpload[]> {
  const unsentCv = and(
    eq(files.model, 'LECTURER_CV_FILE'),
    lt(files.createdAt, params.unsentCvBefore),
    notExists(
      db
        .select({ one: sql`1` })
        .from(lecturerApplications)
        .where(eq(lecturerApplications.cvFileId, files.id)),
    ),
  );
  return db
    .select({ id: files.id, key: files.key })
    .from(files)
    .where(or(and(isNull(files.uploadedAt), lt(files.createdAt, params.uncheckedBefore)), unsentCv))
    .orderBy(files.createdAt)
    .limit(params.limit);
}

/** Deletes file rows by id; comments that showed one lose their attachment (set null). */
export async function deleteFiles(db: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(files).where(inArray(files.id, [...ids]));
}
