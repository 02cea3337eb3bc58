import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { files } from '../../schema/index';

export type FileRow = typeof files.$inferSelect;
export type UploadModel = FileRow['model'];

export async function insertFile(
  db: DbOrTx,
  values: { ownerId: string | null; model: UploadModel; key: string },
): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

/**
 * The file under `key` when `ownerId` owns it; another user's key reads as missing. A null owner
 * finds only files uploaded signed out, whose unguessable key is the only proof of possession.
 */
export async function findOwnFile(db: DbOrTx, ownerId: string | null, key: string): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.key, key), ownerId === null ? isNull(files.ownerId) : eq(files.ownerId, ownerId)))
    .limit(1);
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

export async function markFilesPublic(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(files).set({ isPublic: true }).where(inArray(files.id, ids));
}

export async function deleteFile(db: DbOrTx, id: string): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}
