import { findOwnFile, type DbOrTx, type UploadModel } from '@manara/db';

/**
 * Whether `key` is the actor's own upload of this model, published (the studio's images; decision
 * 0064); held until the save commits, so the sweep of unused uploads cannot take it (decision 0077).
 */
export async function isOwnPublicFile(tx: DbOrTx, actorId: string, key: string, model: UploadModel): Promise<boolean> {
  const file = await findOwnFile(tx, actorId, key, { lockForSave: true });
  return Boolean(file?.isPublic && file.model === model);
}
